/** @jest-environment node */
// ShareRuntimeOncePlugin: a federation build declares its shared modules once, not twice (webpack's own
// sharing runtime beside the federation's). Built for real with webpack and the federation plugin.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack, { type WebpackPluginInstance } from 'webpack';
import { ShareRuntimeOncePlugin } from '../build/share-runtime-once-plugin.cjs';

jest.setTimeout(60_000);

async function remoteEntry(plugins: WebpackPluginInstance[]): Promise<string> {
  const out = mkdtempSync(join(tmpdir(), 'share-runtime-'));
  try {
    const compiler = webpack({
      mode: 'production',
      context: join(__dirname, 'fixtures', 'federation-remote'),
      entry: {},
      output: { path: out, publicPath: 'auto' },
      optimization: { minimize: false },
      plugins: [
        new ModuleFederationPlugin({
          name: 'remoto',
          filename: 'remoteEntry.js',
          exposes: { './expuesto': './expuesto.js' },
          shared: { './compartido.js': { shareKey: 'compartido', version: '1.0.0', singleton: true } },
          dts: false,
          manifest: false,
        }),
        ...plugins,
      ],
    });
    await new Promise<void>((resolve, reject) =>
      compiler.run((error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString('errors-only'))) : resolve())),
    );
    return readFileSync(join(out, 'remoteEntry.js'), 'utf8');
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** How many times the entry defines __webpack_require__.I, the function that fills the share scope. */
const shareInits = (code: string) => code.match(/__webpack_require__\.I = /g)?.length ?? 0;

describe('ShareRuntimeOncePlugin', () => {
  it('leaves webpack’s sharing runtime out where the federation’s replaces it', async () => {
    expect(shareInits(await remoteEntry([]))).toBe(2);
    const code = await remoteEntry([new ShareRuntimeOncePlugin()]);
    expect(shareInits(code)).toBe(1);
    expect(code).toContain('bundlerRuntime.I(');
  });
});

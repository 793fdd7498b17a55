/** @jest-environment node */
// A production build must not publish source maps: a .map in dist is served to anyone and hands out the whole
// source. Every app's webpack config is built as `webpack --mode production` builds it and checked for either
// no maps at all or hidden maps written outside the served folder.
import { createRequire } from 'node:module';
import { isAbsolute, join, relative, resolve } from 'node:path';

const root = join(__dirname, '..', '..');
const load = createRequire(__filename);
const APPS = ['host', 'mfe-search', 'mfe-account', 'mfe-feria', 'mfe-content'];

interface Config {
  devtool?: string | false;
  output: { path: string; sourceMapFilename?: string };
}

/** Where maps would land relative to the served folder, or null when the build writes none a browser can find. */
function publicSourceMaps({ devtool, output }: Config): string | null {
  if (!devtool) return null;
  const mapFile = resolve(output.path, output.sourceMapFilename ?? '[file].map');
  const outsideDist = relative(output.path, mapFile).startsWith('..') || isAbsolute(relative(output.path, mapFile));
  return devtool.startsWith('hidden-') && outsideDist ? null : `${devtool} → ${mapFile}`;
}

describe('production builds', () => {
  it.each(APPS)('%s publishes no source map', (app) => {
    const createConfig = load(join(root, app, 'webpack.config.cjs')) as (env: unknown, argv: { mode: string }) => Config | Config[];
    // A remote builds twice: for browsers and its server bundle (dist/server, served too).
    for (const config of [createConfig({}, { mode: 'production' })].flat()) expect(publicSourceMaps(config)).toBeNull();
  });

  it('tells public maps from hidden ones kept outside dist', () => {
    const output = { path: '/app/dist' };
    expect(publicSourceMaps({ devtool: 'source-map', output })).not.toBeNull();
    expect(publicSourceMaps({ devtool: 'hidden-source-map', output })).not.toBeNull();
    expect(publicSourceMaps({ devtool: 'hidden-source-map', output: { ...output, sourceMapFilename: '../source-maps/[file].map' } })).toBeNull();
    expect(publicSourceMaps({ devtool: false, output })).toBeNull();
  });
});

/** @jest-environment node */
// The remotes' static server (scripts/lib/static-server.mjs, which has no jest project of its own): never a
// source map, and HSTS only on answers that went out over https.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const { createStaticServer } = createRequire(__filename)('../../scripts/lib/static-server.mjs') as {
  createStaticServer: (dir: string, options?: { trustProxy?: boolean }) => Server;
};

let dir: string;
const servers: Server[] = [];

async function serve(options?: { trustProxy?: boolean }): Promise<string> {
  const server = createStaticServer(dir, options);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'remote-dist-'));
  writeFileSync(join(dir, 'remoteEntry.js'), 'var remote;');
  writeFileSync(join(dir, 'remoteEntry.js.map'), '{"version":3,"sources":["src/secreto.ts"]}');
  writeFileSync(join(dir, '301.4f9a0c1d2e3b.js.map'), '{"version":3,"sources":["src/secreto.ts"]}');
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a remote's static server", () => {
  it('answers 404 to source maps, should a build leave them in dist', async () => {
    const base = await serve();
    for (const path of ['/remoteEntry.js.map', '/301.4f9a0c1d2e3b.js.map']) {
      const response = await fetch(base + path);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('secreto');
    }
    expect((await fetch(`${base}/remoteEntry.js`)).status).toBe(200);
  });

  it('sends HSTS only when a trusted proxy says the browser came over https', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const trusted = await serve({ trustProxy: true });
    const direct = await serve();
    expect((await fetch(`${trusted}/remoteEntry.js`, { headers: https })).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect((await fetch(`${trusted}/remoteEntry.js`)).headers.get('strict-transport-security')).toBeNull();
    expect((await fetch(`${direct}/remoteEntry.js`, { headers: https })).headers.get('strict-transport-security')).toBeNull();
  });
});

/** @jest-environment node */
// A remote's server build served over HTTP as a deployment serves it: loaded, evaluated with the edge's shared
// modules, replaced whole when its build id changes, and reported unavailable when the remote is down.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRemoteModules } from './remote-modules';

let files: Record<string, string> = {};
let requests: string[] = [];
let server: Server;
let manifestUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(req.url ?? '');
    const body = files[req.url ?? ''];
    res.writeHead(body === undefined ? 404 : 200).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  manifestUrl = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/mf-manifest.json`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** A build whose `pages` module says its version and uses the edge's React. */
function deploy(buildId: string, texto: string) {
  files = {
    '/mf-manifest.json': '{}',
    '/server/latest-build.json': JSON.stringify({ buildId }),
    '/server/pages.js': `const React = require('react'); module.exports = { texto: ${JSON.stringify(texto)}, mismoReact: typeof React.createElement };`,
  };
}

beforeEach(() => {
  requests = [];
});

it('loads a remote module of the current build, with the shared modules of the edge', async () => {
  deploy('a1', 'versión 1');
  const modules = createRemoteModules({ remotes: { mfe_search: manifestUrl }, revalidateMs: 0 });
  expect(modules.loaded('mfe_search', 'pages')).toBeUndefined();
  await expect(modules.prepare([['mfe_search', 'pages']])).resolves.toBe(true);
  expect(modules.loaded('mfe_search', 'pages')).toEqual({ texto: 'versión 1', mismoReact: 'function' });
  // The same build is not fetched again.
  await modules.prepare([['mfe_search', 'pages']]);
  expect(requests.filter((url) => url === '/server/pages.js')).toHaveLength(1);
});

it('a new build id replaces the old build whole, without restarting anything', async () => {
  deploy('a1', 'versión 1');
  const modules = createRemoteModules({ remotes: { mfe_search: manifestUrl }, revalidateMs: 0 });
  await modules.prepare([['mfe_search', 'pages']]);
  deploy('b2', 'versión 2');
  await expect(modules.prepare([['mfe_search', 'pages']])).resolves.toBe(true);
  expect(modules.loaded('mfe_search', 'pages')).toMatchObject({ texto: 'versión 2' });
});

it('once a remote stops answering, its build is no longer trusted, however recently it was checked', async () => {
  deploy('a1', 'versión 1');
  const modules = createRemoteModules({ remotes: { mfe_search: manifestUrl }, revalidateMs: 50 });
  await modules.prepare([['mfe_search', 'pages']]);
  files = {};
  await new Promise((resolve) => setTimeout(resolve, 60));
  await expect(modules.prepare([['mfe_search', 'pages']])).resolves.toBe(false);
  // The next page, right after the failed check, asks again instead of using the old build.
  await expect(modules.prepare([['mfe_search', 'pages']])).resolves.toBe(false);
  expect(requests.filter((url) => url === '/server/latest-build.json')).toHaveLength(3);
});

it('a remote that is down, or requires what the edge does not share, is not ready', async () => {
  files = {};
  const modules = createRemoteModules({ remotes: { mfe_search: manifestUrl }, revalidateMs: 0 });
  await expect(modules.prepare([['mfe_search', 'pages']])).resolves.toBe(false);

  deploy('c3', '');
  files['/server/pages.js'] = "require('left-pad');";
  await expect(modules.prepare([['mfe_search', 'pages']])).resolves.toBe(false);
  expect(modules.loaded('mfe_search', 'pages')).toBeUndefined();
  await expect(modules.prepare([['mfe_desconocido', 'pages']])).resolves.toBe(false);
});

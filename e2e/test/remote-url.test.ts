// A squad deploys a remote by publishing its build and changing its URL: the host is not rebuilt.
import { openPage, resourceUrls, useBrowser } from './support/browser';
import { findByRole } from './support/queries';
import { serveRemote, stackInfo, startService, stopService } from './support/stack';

useBrowser();

const MOVED_PORT = stackInfo.ports.host + 101;

describe('remote URLs', () => {
  let moved: { name: string; url: string; manifest: string } | undefined;

  afterAll(async () => {
    await stopService('host');
    await startService('host');
    if (moved) await stopService(moved.name);
  });

  test('after mfe-search moves to another URL, restarting only the host edge loads it from there', async () => {
    moved = await serveRemote('mfe-search', MOVED_PORT);
    await stopService('host');
    await startService('host', { MFE_SEARCH_URL: moved.manifest });

    const remotesJson = await (await fetch(`${stackInfo.urls.host}/remotes.json`)).text();
    expect(remotesJson).toContain(moved.manifest);

    await openPage('localhost', '/');
    await findByRole(['searchbox', 'textbox', 'combobox'], { name: /busca/i });

    const fetched = await resourceUrls();
    const oldOrigin = `http://localhost:${stackInfo.ports['mfe-search']}/`;
    expect(fetched.filter((url) => url.startsWith(`${moved!.url}/`) && url.endsWith('.js')).length).toBeGreaterThan(0);
    expect(fetched.filter((url) => url.startsWith(oldOrigin))).toEqual([]);
  });
});

import { createPortalStore, toastsAtom } from '@portal/shared/state';
import { reloadPage } from '../../lib/reload';
import { startVersionNotice } from './version-notice';
import { LATEST_BUILD_TIMEOUT_MS, latestBuildSources, startVersionPoller, VERSION_POLL_MS } from './version-poller';

jest.mock('../../lib/reload', () => ({ reloadPage: jest.fn() }));

const remotes = {
  mfe_search: 'http://localhost:8081/mf-manifest.json',
  mfe_account: 'https://cdn.test/account/v42/mf-manifest.json',
  mfe_feria: '/remotes/feria/mf-manifest.json',
  mfe_content: 'http://localhost:8084/mf-manifest.json',
};

/** A stubbed fetch answering each latest-build.json from `builds` (url → build id; missing: down). */
function deployed(builds: Record<string, string>) {
  return jest.fn(async (url: string | URL | Request) => {
    const buildId = builds[String(url)];
    if (buildId === undefined) throw new TypeError('Failed to fetch');
    return { ok: true, json: async () => ({ buildId }) } as Response;
  });
}

const HOST = 'http://localhost/latest-build.json';
const SEARCH = 'http://localhost:8081/latest-build.json';

/** Lets the fetches of a check settle (their promises, not the timers). */
const settle = async () => {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
};

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  jest.useFakeTimers();
  setVisibility('visible');
});

afterEach(() => {
  jest.useRealTimers();
});

describe('latest-build sources', () => {
  it("takes the host's own file and each remote's, next to its manifest", () => {
    expect(latestBuildSources(remotes, 'http://localhost/trabajo/x-1')).toEqual([
      { app: 'host', url: HOST },
      { app: 'mfe_search', url: SEARCH },
      { app: 'mfe_account', url: 'https://cdn.test/account/v42/latest-build.json' },
      { app: 'mfe_feria', url: 'http://localhost/remotes/feria/latest-build.json' },
      { app: 'mfe_content', url: 'http://localhost:8084/latest-build.json' },
    ]);
  });
});

describe('the version poller', () => {
  const sources = [
    { app: 'host', url: HOST },
    { app: 'mfe_search', url: SEARCH },
  ];

  it('says nothing while the deployed builds are the ones the page started with', async () => {
    const builds = { [HOST]: 'h1', [SEARCH]: 's1' };
    const fetchImpl = deployed(builds);
    const onNewVersion = jest.fn();
    const stop = startVersionPoller({ sources, onNewVersion, fetchImpl });
    await settle();
    await jest.advanceTimersByTimeAsync(3 * VERSION_POLL_MS);
    expect(fetchImpl).toHaveBeenCalledTimes(8);
    expect(onNewVersion).not.toHaveBeenCalled();
    stop();
  });

  it('notices a new remote build at the next 5-minute check, once', async () => {
    const builds: Record<string, string> = { [HOST]: 'h1', [SEARCH]: 's1' };
    const fetchImpl = deployed(builds);
    const onNewVersion = jest.fn();
    startVersionPoller({ sources, onNewVersion, fetchImpl });
    await settle();
    builds[SEARCH] = 's2';
    await jest.advanceTimersByTimeAsync(VERSION_POLL_MS - 1);
    expect(onNewVersion).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(onNewVersion).toHaveBeenCalledWith('mfe_search');
    await jest.advanceTimersByTimeAsync(3 * VERSION_POLL_MS);
    expect(onNewVersion).toHaveBeenCalledTimes(1);
  });

  it('checks again when the window gets focus', async () => {
    const builds: Record<string, string> = { [HOST]: 'h1', [SEARCH]: 's1' };
    const onNewVersion = jest.fn();
    const stop = startVersionPoller({ sources, onNewVersion, fetchImpl: deployed(builds) });
    await settle();
    builds[HOST] = 'h2';
    window.dispatchEvent(new Event('focus'));
    await settle();
    expect(onNewVersion).toHaveBeenCalledWith('host');
    stop();
  });

  it('does not poll a hidden tab, and checks as soon as it is visible again', async () => {
    const builds: Record<string, string> = { [HOST]: 'h1', [SEARCH]: 's1' };
    const fetchImpl = deployed(builds);
    const onNewVersion = jest.fn();
    const stop = startVersionPoller({ sources, onNewVersion, fetchImpl });
    await settle();
    setVisibility('hidden');
    builds[HOST] = 'h2';
    await jest.advanceTimersByTimeAsync(2 * VERSION_POLL_MS);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    setVisibility('visible');
    await settle();
    expect(onNewVersion).toHaveBeenCalledWith('host');
    stop();
  });

  it('gives up on a hung server in time, so the next checks still run', async () => {
    const hung = new Set<string>([SEARCH]);
    const builds: Record<string, string> = { [HOST]: 'h1', [SEARCH]: 's1' };
    const answer = deployed(builds);
    const fetchImpl = jest.fn((url: string | URL | Request, init?: RequestInit) => {
      if (!hung.has(String(url))) return answer(url);
      return new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    });
    const onNewVersion = jest.fn();
    const stop = startVersionPoller({ sources, onNewVersion, fetchImpl });
    await jest.advanceTimersByTimeAsync(LATEST_BUILD_TIMEOUT_MS);
    hung.clear();
    builds[HOST] = 'h2';
    await jest.advanceTimersByTimeAsync(VERSION_POLL_MS);
    expect(onNewVersion).toHaveBeenCalledWith('host');
    stop();
  });

  it('takes a remote that was down at start as it is when it comes back', async () => {
    const builds: Record<string, string> = { [HOST]: 'h1' };
    const onNewVersion = jest.fn();
    const stop = startVersionPoller({ sources, onNewVersion, fetchImpl: deployed(builds) });
    await settle();
    builds[SEARCH] = 's1';
    await jest.advanceTimersByTimeAsync(VERSION_POLL_MS);
    expect(onNewVersion).not.toHaveBeenCalled();
    builds[SEARCH] = 's2';
    await jest.advanceTimersByTimeAsync(VERSION_POLL_MS);
    expect(onNewVersion).toHaveBeenCalledWith('mfe_search');
    stop();
  });
});

describe('the new-version notice', () => {
  const realFetch = global.fetch;
  afterAll(() => {
    global.fetch = realFetch;
  });

  it('offers "Actualizar" in an info toast, which reloads the page', async () => {
    const builds: Record<string, string> = Object.fromEntries(latestBuildSources(remotes).map(({ url }) => [url, 'b1']));
    global.fetch = deployed(builds) as unknown as typeof fetch;
    const store = createPortalStore();
    const stop = startVersionNotice(store, remotes);
    await settle();
    builds[SEARCH] = 'b2';
    window.dispatchEvent(new Event('focus'));
    await settle();
    const [toast] = store.get(toastsAtom);
    expect(toast).toMatchObject({ kind: 'info', html: 'Hay una nueva versión del portal disponible.', action: { label: 'Actualizar' } });
    toast?.action?.onAction();
    expect(reloadPage).toHaveBeenCalledTimes(1);
    stop();
  });
});

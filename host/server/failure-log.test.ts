/** @jest-environment node */
// The edge's failure logs during an api outage: every page fails the same way, and the log says so in a few lines.
import { createElement } from 'react';
import { getNoticias } from '@portal/shared/api';
import { DEFAULT_PORTAL_CONFIG, type PortalConfig } from '@portal/shared/contract';
import { routeByName } from '@portal/shared/routes';
import type { RemotesManifest } from '../src/lib/remotes-manifest';
import { createFailureLog, limitConsoleErrors } from './failure-log';
import type { RemoteModules } from './ssr/remote-modules';
import { createServerRenderer } from './ssr/server-render';

jest.mock('../src/lib/federation', () => jest.requireActual('./ssr/federation'));

const REMOTES = Object.fromEntries(
  ['mfe_search', 'mfe_account', 'mfe_feria', 'mfe_content'].map((name) => [name, `http://remotos.test/${name}/mf-manifest.json`]),
) as RemotesManifest;

/** mfe-content's news page, whose loader asks the api for the news as the real one does. */
const MODULES: Record<string, unknown> = {
  'mfe_content/pages': { pages: { noticias: () => createElement('h1', null, 'Noticias') }, loaders: { noticias: async () => ({ noticias: await getNoticias({ pagina: 1 }) }) } },
  'mfe_search/SearchBox': { SearchBox: () => createElement('form', { role: 'search' }) },
};
const modules: RemoteModules = {
  prepare: async (needs) => needs.every(([remote, expose]) => `${remote}/${expose}` in MODULES),
  loaded: (remote, expose) => MODULES[`${remote}/${expose}`],
  manifest: () => undefined,
};

/** A portal with channels: each page also asks the api for them, and logs that it could not. */
const PORTAL: PortalConfig = { ...DEFAULT_PORTAL_CONFIG, tipoPortal: 'SAAE', tieneCanal: true };

const consoleError = console.error;
afterEach(() => {
  console.error = consoleError;
});

it('1,000 pages failing during an api outage are logged in a few lines that name each kind of failure and its count', async () => {
  const lines: unknown[][] = [];
  const intervalEnds: (() => void)[] = [];
  limitConsoleErrors(createFailureLog({ write: (...args) => void lines.push(args), schedule: (task) => void intervalEnds.push(task) }));
  // Nothing listens on port 9: the api is down.
  const render = createServerRenderer({ remotes: REMOTES, appConfig: {} as never, apiUrl: 'http://127.0.0.1:9', modules });
  for (let batch = 0; batch < 20; batch += 1) {
    const pages = await Promise.all(Array.from({ length: 50 }, (_, i) => render({ url: `/noticias?pagina=${String(batch * 50 + i)}`, route: routeByName('noticias'), portal: PORTAL, cookie: undefined })));
    expect(pages.every((page) => page === null)).toBe(true);
  }
  // The first failure of each kind in full, with its error and stack.
  expect(lines).toHaveLength(2);
  expect(lines.map(([message]) => message)).toEqual(
    expect.arrayContaining([expect.stringMatching(/^\[SSR_FALLBACK\] \/noticias\?pagina=0 renders in the browser/), 'Could not load the channels of the portal.']),
  );
  expect(lines.every((args) => args.at(-1) instanceof Error)).toBe(true);

  // Ten seconds later, one line per kind with how many more there were.
  intervalEnds.splice(0).forEach((endInterval) => endInterval());
  expect(lines.slice(2).map(([message]) => message)).toEqual(
    expect.arrayContaining(['[SSR_FALLBACK] ×999 more in the last 10 s', '«Could not load the channels of the portal.» ×999 more in the last 10 s']),
  );
  expect(lines).toHaveLength(4);
});

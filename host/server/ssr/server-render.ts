// Which pages the edge renders on the server, and the rendering itself with everything it needs: the route's
// remote code (remote-modules.ts), the portal's channels and the route's data (its loader), in parallel. Any
// failure or delay gives null: the page is then sent as before and renders in the browser, never a 500.
import type { AppConfig } from '@portal/shared/config';
import { CODIGOS_REGISTRO, type Canal } from '@portal/shared/contract';
import { matchRoute, type RouteDef, type RouteLoaders } from '@portal/shared/routes';
import { loadPage } from '@portal/shared/metadatos';
import { precargarPurificador } from '@portal/shared/safe-html';
import { activeCanales } from '@portal/shared/state';
import type { RemotesManifest } from '../../src/lib/remotes-manifest';
import { SEARCH_BOX } from '../../src/features/remotes/widgets-en-navegador';
import { configureEdgeApi } from '../portal-data';
import { setRemoteModules } from './federation';
import { preloadLinks } from './preloads';
import { createRemoteModules, type RemoteModules } from './remote-modules';
import { renderMarkup, type RenderedMarkup } from './render';
import { createRespuestasDelPortal } from './respuestas-del-portal';
import { rendersOnServer, type ServerRenderRequest } from './renders-on-server';
import { withTimeout } from './with-timeout';

export interface ServerRenderOptions {
  remotes: RemotesManifest;
  appConfig: AppConfig;
  /** The api as the edge reaches it (internal URL); the route loaders and channels are asked there. */
  apiUrl: string;
  /** How long a page waits for remote code and data before rendering in the browser instead. */
  timeoutMs?: number;
  modules?: RemoteModules;
}

export interface ServerRendered extends RenderedMarkup {
  canales: Canal[];
  respuestas: Record<string, unknown>;
  /** On FERIA portals, the date (ISO) the page's fair window was rendered by; the browser keeps it. */
  fechaServidor: string | null;
  /** <link rel="preload"> tags of the remote files the page's hydration needs. */
  preloads: string[];
  /** Remote widgets rendered as placeholders, for the browser to load (widgets-en-navegador.ts). */
  enNavegador: string[];
}

export type ServerRenderer = (request: ServerRenderRequest) => Promise<ServerRendered | null>;

/**
 * Remote widgets of the shell's layouts (the header's search box, from mfe-search): a page renders without
 * them, with a placeholder the browser fills, so one remote that is down costs its widget, not every page.
 */
const WIDGETS: readonly string[] = [SEARCH_BOX];

/** `mfe_search/SearchBox` → [remote, expose]. */
const needOf = (id: string) => id.split('/') as [string, string];

export function createServerRenderer({ remotes, appConfig, apiUrl, timeoutMs = 2_000, modules }: ServerRenderOptions): ServerRenderer {
  const remoteModules = modules ?? createRemoteModules({ remotes });
  setRemoteModules(remoteModules);
  // Loaders and channels ask the api directly, with the edge's client (as a visitor, no session); in a render
  // thread of its own, or beside the edge's in tests, where both set up the one client alike.
  configureEdgeApi(apiUrl);
  precargarPurificador();

  const delPortal = createRespuestasDelPortal();

  /** The page's data: its subject (the edge's answer, else asked here), the portal's shared answers and its loader's. */
  async function respuestasOf({ route, portal, respuestas }: ServerRenderRequest, url: URL, canales: Canal[]): Promise<Record<string, unknown>> {
    const { loaders } = (remoteModules.loaded(route.owner, 'pages') ?? {}) as { loaders?: RouteLoaders };
    const params = matchRoute(url.pathname, portal.tipoPortal)?.params ?? {};
    const known = { ...delPortal.vigentes(portal.idDominio), ...respuestas };
    const loaded = await loadPage({ route, params, search: url.searchParams, portal, canales, loader: loaders?.[route.name], known });
    delPortal.guardar(portal.idDominio, loaded);
    return loaded;
  }

  /** The page's own module and the widgets it rendered. */
  function preloadsOf(route: RouteDef, enNavegador: readonly string[]): string[] {
    const needs = [[route.owner, 'pages'] as const, ...WIDGETS.filter((id) => !enNavegador.includes(id)).map(needOf)];
    const byRemote = new Map<string, string[]>();
    for (const [remote, expose] of needs) byRemote.set(remote, [...(byRemote.get(remote) ?? []), expose]);
    return [...byRemote].flatMap(([remote, exposes]) =>
      preloadLinks(remotes[remote as keyof RemotesManifest], remoteModules.manifest(remote), exposes),
    );
  }

  return async (request) => {
    if (!rendersOnServer(request)) return null;
    const url = new URL(request.url, 'http://edge');
    try {
      const [ready, widgetsReady, canales] = await Promise.all([
        remoteModules.prepare([[request.route.owner, 'pages']]),
        Promise.all(WIDGETS.map((id) => remoteModules.prepare([needOf(id)]))),
        activeCanales(request.portal),
      ]);
      if (!ready) return null;
      const respuestas = await withTimeout(respuestasOf(request, url, canales), timeoutMs);
      // The edge's clock is the server date of the fair window (what GET /api/fecha gives the browser otherwise).
      const fechaServidor = request.portal.tipoPortal === 'FERIA' ? new Date() : null;
      const render = (enNavegador: readonly string[]) =>
        withTimeout(renderMarkup({ url: request.url, route: request.route, appConfig, remotes, portal: request.portal, canales, respuestas, fechaServidor, enNavegador }), timeoutMs);
      let enNavegador = WIDGETS.filter((_id, index) => !widgetsReady[index]);
      let markup: RenderedMarkup;
      try {
        markup = await render(enNavegador);
      } catch (error) {
        // A widget may be what threw: once more without any, before giving the whole page to the browser.
        if (enNavegador.length === WIDGETS.length) throw error;
        console.error(`[${CODIGOS_REGISTRO.SSR_WIDGET}] ${request.url} renders again with its remote widgets left to the browser:`, error);
        enNavegador = [...WIDGETS];
        markup = await render(enNavegador);
      }
      const rendered = { canales, respuestas, fechaServidor: fechaServidor?.toISOString() ?? null, enNavegador };
      return { ...markup, ...rendered, preloads: preloadsOf(request.route, enNavegador) };
    } catch (error) {
      console.error(`[${CODIGOS_REGISTRO.SSR_FALLBACK}] ${request.url} renders in the browser:`, error);
      return null;
    }
  };
}

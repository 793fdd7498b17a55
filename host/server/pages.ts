// The HTML of a page route: index.html with the page's metadata, and the status a crawler should see.
import type { Oferta, PortalConfig } from '@portal/shared/contract';
import { matchRoute, pageMeta, parseOfertaParam, type RouteDef } from '@portal/shared/routes';
import { isLive, jobPosting } from './job-posting';
import { renderHead, withHead } from './page-head';
import type { PortalData } from './portal-data';

export interface PageRequest {
  /** `http://saae.localhost:8080`: the request's own origin, for canonical and card URLs. */
  origin: string;
  pathname: string;
  portal: PortalConfig;
}

export interface RenderedPage {
  status: 200 | 404;
  html: string;
}

interface ResolvedPage {
  route: RouteDef | null;
  oferta: Oferta | null;
  status: 200 | 404;
}

/** The route and, on an offer page, its offer; an unknown path or offer is a 404 (the SPA shows its 404 page). */
async function resolvePage({ pathname, portal }: PageRequest, routes: readonly RouteDef[], data: PortalData): Promise<ResolvedPage> {
  if (portal.estado === 'DESACTIVADO') return { route: null, oferta: null, status: 200 };
  const match = matchRoute(pathname, portal.tipoPortal, routes);
  if (!match) return { route: null, oferta: null, status: 404 };
  const idOferta = match.params.oferta ? parseOfertaParam(match.params.oferta) : null;
  if (idOferta === null) return { route: match.route, oferta: null, status: 200 };
  const oferta = await data.oferta(idOferta);
  if (oferta === null) return { route: null, oferta: null, status: 404 };
  // The api could not say (down, slow): the route's generic metadata rather than a false 404.
  return { route: match.route, oferta: oferta ?? null, status: 200 };
}

export async function renderPage(indexHtml: string, request: PageRequest, routes: readonly RouteDef[], data: PortalData): Promise<RenderedPage> {
  const { route, oferta, status } = await resolvePage(request, routes, data);
  const url = new URL(request.pathname, request.origin).href;
  const meta = pageMeta({ route, portal: request.portal, url, oferta });
  const jsonLd =
    oferta && isLive(oferta)
      ? { path: request.pathname, data: jobPosting(oferta, { url: meta.canonical ?? url, portalName: request.portal.nombre }) }
      : undefined;
  return { status, html: withHead(indexHtml, renderHead(meta, jsonLd)) };
}

// The HTML of a page route: index.html with the page's metadata, and the status a crawler should see.
import type { Oferta, PortalConfig } from '@portal/shared/contract';
import {
  eventoSegment,
  href,
  matchRoute,
  noticiaSegment,
  pageMeta,
  paginaDeRuta,
  parseEventoParam,
  parseLandingParam,
  parseNoticiaParam,
  parseOfertaParam,
  resolveLanding,
  type ContenidoMeta,
  type Landing,
  type PageMeta,
  type RouteDef,
  type RouteMatch,
} from '@portal/shared/routes';
import { contenidoMeta } from '../src/lib/page-metadata/contenido';
import { isLive, jobPosting } from './job-posting';
import { renderHead, withHead } from './page-head';
import type { PortalData } from './portal-data';

export interface PageRequest {
  /**
   * `http://saae.localhost:8080`: the portal's origin as the visitor named it, for canonical and card URLs; null
   * on a host name no portal declares (request-host.ts).
   */
  origin: string | null;
  pathname: string;
  portal: PortalConfig;
}

export interface RenderedPage {
  status: 200 | 301 | 404;
  html: string;
  /** Where a 301 sends the visitor (a news article or event under a wrong slug). */
  location?: string;
  /** The route shown; null for a 404 or a disabled portal. */
  route: RouteDef | null;
}

interface ResolvedPage {
  route: RouteDef | null;
  oferta: Oferta | null;
  landing: Landing | null;
  contenido?: ContenidoMeta | null;
  status: 200 | 404;
  /** The right path of a news article or event asked for under a wrong slug. */
  redirect?: string;
}

const NOT_FOUND: ResolvedPage = { route: null, oferta: null, landing: null, status: 404 };

/**
 * What a content route shows (a CMS page, a news article, an event, a salary summary; undefined when the api could not say) and,
 * for an article or event under a wrong slug, its right path; null for other routes.
 */
async function contenidoDe({ route, params }: RouteMatch, portal: PortalConfig, data: PortalData) {
  const slug = paginaDeRuta(route, params);
  if (slug !== null) return { contenido: await data.pagina(slug, portal.idDominio), redirect: null };
  const idNoticia = route.name === 'noticia' ? parseNoticiaParam(params.noticia ?? '') : null;
  if (idNoticia !== null) {
    const noticia = await data.noticia(idNoticia);
    const segment = noticia ? noticiaSegment(noticia) : params.noticia;
    return { contenido: noticia, redirect: segment !== params.noticia ? href('noticia', { noticia: segment! }) : null };
  }
  const idEvento = route.name === 'evento' ? parseEventoParam(params.evento ?? '') : null;
  if (idEvento !== null) {
    const evento = await data.evento(idEvento, portal.idDominio);
    const segment = evento ? eventoSegment(evento) : params.evento;
    return { contenido: evento, redirect: segment !== params.evento ? href('evento', { evento: segment! }) : null };
  }
  if (route.name === 'informesDeSueldo' && params.teaser) return { contenido: await data.resumenSueldo(params.teaser, portal.idDominio), redirect: null };
  return null;
}

/**
 * A CMS page, a news article, an event or a salary summary: its own title and summary; a 404 when the api says there is none; an
 * article or event under a wrong slug moves to its right path. The api could not say: the route's generic metadata.
 */
async function resolveContenido(match: RouteMatch, portal: PortalConfig, data: PortalData): Promise<ResolvedPage | null> {
  const buscado = await contenidoDe(match, portal, data);
  if (!buscado) return null;
  const { contenido, redirect } = buscado;
  if (contenido === null) return NOT_FOUND;
  const resolved: ResolvedPage = { route: match.route, oferta: null, landing: null, contenido: contenido ? contenidoMeta(contenido) : null, status: 200 };
  return redirect ? { ...resolved, redirect } : resolved;
}

/** A landing names a region, comuna, area or job type of the portal's filter options; any other slug is a 404. */
async function resolveLandingPage({ route, params }: RouteMatch, portal: PortalConfig, data: PortalData): Promise<ResolvedPage> {
  const filtros = await data.filtros(portal.idDominio);
  // The api could not say (down, slow): the route's generic metadata rather than a false 404.
  if (!filtros) return { route, oferta: null, landing: null, status: 200 };
  const landing = resolveLanding(parseLandingParam(params.landing ?? '') ?? '', filtros);
  return landing ? { route, oferta: null, landing, status: 200 } : NOT_FOUND;
}

/**
 * The route and what it shows (an offer page its offer, a landing what it names); an unknown path, offer or
 * landing is a 404 (the SPA shows its 404 page).
 */
async function resolvePage({ pathname, portal }: PageRequest, routes: readonly RouteDef[], data: PortalData): Promise<ResolvedPage> {
  if (portal.estado === 'DESACTIVADO') return { route: null, oferta: null, landing: null, status: 200 };
  const match = matchRoute(pathname, portal.tipoPortal, routes);
  if (!match) return NOT_FOUND;
  if (match.route.name === 'landing') return resolveLandingPage(match, portal, data);
  const contenido = await resolveContenido(match, portal, data);
  if (contenido) return contenido;
  const idOferta = match.params.oferta ? parseOfertaParam(match.params.oferta) : null;
  if (idOferta === null) return { route: match.route, oferta: null, landing: null, status: 200 };
  const oferta = await data.oferta(idOferta);
  if (oferta === null) return NOT_FOUND;
  // The api could not say (down, slow): the route's generic metadata rather than a false 404.
  return { route: match.route, oferta: oferta ?? null, landing: null, status: 200 };
}

/** Stands in for the origin of a host name no portal declares, so that every URL built on it can be dropped. */
const NO_ORIGIN = 'http://host-desconocido.invalid';

/** A page on a host name no portal declares: noindex, and no URL on that host (canonical, og:url, offer card). */
function withoutOrigin(meta: PageMeta): PageMeta {
  const keep = (tags: Readonly<Record<string, string>>) => Object.fromEntries(Object.entries(tags).filter(([, value]) => !value.startsWith(NO_ORIGIN)));
  const twitter = keep(meta.twitter);
  return {
    ...meta,
    canonical: null,
    robots: 'noindex',
    openGraph: keep(meta.openGraph),
    twitter: { ...twitter, 'twitter:card': twitter['twitter:image'] ? 'summary_large_image' : 'summary' },
  };
}

export async function renderPage(indexHtml: string, request: PageRequest, routes: readonly RouteDef[], data: PortalData): Promise<RenderedPage> {
  const { route, oferta, landing, contenido, status, redirect } = await resolvePage(request, routes, data);
  if (redirect) return { status: 301, route, html: '', location: redirect };
  // Concatenated, not resolved: a path such as `//otro.test/x` must stay a path on this origin.
  const url = new URL(`${request.origin ?? NO_ORIGIN}${request.pathname}`).href;
  const meta = pageMeta({ route, portal: request.portal, url, oferta, landing, contenido });
  if (!request.origin) return { status, route, html: withHead(indexHtml, renderHead(withoutOrigin(meta))) };
  const jsonLd =
    oferta && isLive(oferta)
      ? { path: request.pathname, data: jobPosting(oferta, { url: meta.canonical ?? url, portalName: request.portal.nombre }) }
      : undefined;
  return { status, route, html: withHead(indexHtml, renderHead(meta, jsonLd)) };
}

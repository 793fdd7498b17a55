// The HTML of a page route: index.html with the page's metadata, and the status a crawler should see.
import type { PortalConfig } from '@portal/shared/contract';
import { matchRoute, type RouteDef, type SubjectMeta } from '@portal/shared/routes';
import { pageMeta, readSubject, subjectOf, type PageMeta } from '@portal/shared/metadatos';
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
  /** The page's subject by its useQuery key, once the api gave it: its render uses it instead of asking again. */
  respuestas: Record<string, unknown>;
}

interface ResolvedPage {
  route: RouteDef | null;
  subject: SubjectMeta;
  respuestas: Record<string, unknown>;
  status: 200 | 404;
}

const NOT_FOUND: ResolvedPage = { route: null, subject: {}, respuestas: {}, status: 404 };

/**
 * The route and what it shows, as the route declares it (its subject: an offer, what a landing names, a content
 * page): an unknown path or subject is a 404 (the SPA shows its 404 page), an item under a wrong slug moves.
 */
async function resolvePage({ pathname, portal }: PageRequest, routes: readonly RouteDef[], data: PortalData): Promise<ResolvedPage> {
  if (portal.estado === 'DESACTIVADO') return { ...NOT_FOUND, status: 200 };
  const match = matchRoute(pathname, portal.tipoPortal, routes);
  if (!match) return NOT_FOUND;
  const query = subjectOf(match.route, match.params, portal.idDominio);
  if (!query) return { route: match.route, subject: {}, respuestas: {}, status: 200 };
  const answer = await data.subject(query);
  const subject = readSubject(query, answer);
  if (subject.notFound) return NOT_FOUND;
  return { route: match.route, subject, respuestas: typeof answer === 'object' ? { [query.key]: answer.answer } : {}, status: 200 };
}

/** Stands in for the origin of a host name no portal declares, so that every URL built on it can be dropped. */
const NO_ORIGIN = 'http://host-desconocido.invalid';

/** A page on a host name no portal declares: noindex, and no URL on that host (canonical, og:url, offer card). */
function withoutOrigin(meta: PageMeta): PageMeta {
  // An image's alt text goes with its image.
  const keep = (tags: Readonly<Record<string, string>>) =>
    Object.fromEntries(Object.entries(tags).filter(([name, value]) => !value.startsWith(NO_ORIGIN) && !tags[name.replace(/:alt$/, '')]?.startsWith(NO_ORIGIN)));
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
  const { route, subject, respuestas, status } = await resolvePage(request, routes, data);
  const { oferta, landing, contenido, redirect } = subject;
  if (redirect) return { status: 301, route, html: '', location: redirect, respuestas };
  // Concatenated, not resolved: a path such as `//otro.test/x` must stay a path on this origin.
  const url = new URL(`${request.origin ?? NO_ORIGIN}${request.pathname}`).href;
  const meta = pageMeta({ route, portal: request.portal, url, oferta, landing, contenido });
  if (!request.origin) return { status, route, respuestas, html: withHead(indexHtml, renderHead(withoutOrigin(meta))) };
  const jsonLd =
    oferta && isLive(oferta)
      ? { path: request.pathname, data: jobPosting(oferta, { url: meta.canonical ?? url, portalName: request.portal.nombre }) }
      : undefined;
  return { status, route, respuestas, html: withHead(indexHtml, renderHead(meta, jsonLd)) };
}

// robots.txt and sitemap.xml of the portal at the request's host name.
import type { PortalConfig } from '@portal/shared/contract';
import { href, ofertaSegment, routeExistsOn, type RouteDef } from '@portal/shared/routes';
import type { PortalData } from './portal-data';

/** Static part of a route pattern: `/preguntas-reclutadores/:id` → `/preguntas-reclutadores/`. */
function staticPrefix(path: string): string {
  return path.replace(/[:*].*$/, '');
}

/**
 * Everyone may crawl the portal but its api and the candidate's private pages. Login and registration stay
 * crawlable on purpose: a crawler kept out could not read their noindex and might list the bare URL.
 * `origin` is null on a host name no portal declares: no sitemap is named there.
 */
export function robotsTxt(origin: string | null, routes: readonly RouteDef[]): string {
  const privatePaths = [...new Set(routes.filter((route) => route.auth).map((route) => staticPrefix(route.path)))].sort();
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    // Offer cards are og:image URLs: link previews (which obey robots.txt) must be allowed to fetch them.
    'Allow: /api/ofertas/*/card.png',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    '',
    ...(origin ? [`Sitemap: ${origin}/sitemap.xml`, ''] : []),
  ].join('\n');
}

const XML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

/**
 * The indexable pages of the portal: its static routes (those of its portal type, without params) and
 * every live offer, with its publication date as lastmod. A disabled portal lists nothing.
 */
export async function sitemapXml(origin: string, portal: PortalConfig, routes: readonly RouteDef[], data: PortalData): Promise<string> {
  const entries: { loc: string; lastmod?: string }[] = [];
  if (portal.estado !== 'DESACTIVADO') {
    for (const route of routes) {
      if (route.index && routeExistsOn(route, portal.tipoPortal) && !/[:*]/.test(route.path)) entries.push({ loc: origin + route.path });
    }
    for (const oferta of await data.ofertasVivas(portal.idDominio)) {
      entries.push({ loc: origin + href('oferta', { oferta: ofertaSegment(oferta) }), lastmod: oferta.fechaPublicacionFormatoIngles });
    }
  }
  const urls = entries.map(
    ({ loc, lastmod }) => `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`,
  );
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

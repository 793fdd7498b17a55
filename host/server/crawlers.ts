// robots.txt and sitemap.xml of the portal at the request's host name.
import type { PortalConfig } from '@portal/shared/contract';
import { eventoSegment, href, noticiaSegment, ofertaSegment, paginaDeRuta, routeExistsOn, type RouteDef, type RouteName } from '@portal/shared/routes';
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
 * The indexable pages of the portal: its static routes (those of its portal type, without params), its news
 * articles, CMS pages, events and salary summaries, and every live offer, each with its lastmod where the api
 * knows it (an offer's publication date, an article's, a CMS page's last change). A disabled portal lists nothing.
 */
export async function sitemapXml(origin: string, portal: PortalConfig, routes: readonly RouteDef[], data: PortalData): Promise<string> {
  const entries: { loc: string; lastmod?: string }[] = [];
  if (portal.estado !== 'DESACTIVADO') {
    const [ofertas, contenido] = await Promise.all([data.ofertasVivas(portal.idDominio), data.contenidoSitemap(portal.idDominio)]);
    const indexable = (route: RouteDef) => route.index && routeExistsOn(route, portal.tipoPortal);
    const listada = (name: RouteName) => routes.some((route) => route.name === name && indexable(route));
    const paginas = new Map(contenido.paginas.map((pagina) => [pagina.slug, pagina.actualizada]));
    // A list page changes when its newest item does.
    const lastmodDeLista: Partial<Record<string, string>> = {
      noticias: contenido.noticias[0]?.actualizada,
      eventos: contenido.eventos.map((evento) => evento.actualizado).sort().at(-1),
    };
    // CMS pages shown at a route of their own (the legal pages) are listed there, not again under /page/.
    const enSuRuta = new Set<string>();
    for (const route of routes) {
      if (!indexable(route) || /[:*]/.test(route.path)) continue;
      const slug = paginaDeRuta(route, {});
      if (slug) enSuRuta.add(slug);
      entries.push({ loc: origin + route.path, lastmod: slug ? paginas.get(slug) : lastmodDeLista[route.name] });
    }
    if (listada('noticia')) {
      for (const noticia of contenido.noticias) entries.push({ loc: origin + href('noticia', { noticia: noticiaSegment(noticia) }), lastmod: noticia.actualizada });
    }
    if (listada('pagina')) {
      for (const [slug, actualizada] of paginas) if (!enSuRuta.has(slug)) entries.push({ loc: origin + href('pagina', { page: slug }), lastmod: actualizada });
    }
    if (listada('evento')) {
      for (const evento of contenido.eventos) entries.push({ loc: origin + href('evento', { evento: eventoSegment(evento) }), lastmod: evento.actualizado });
    }
    if (listada('informesDeSueldo')) {
      for (const informe of contenido.informesSueldo) entries.push({ loc: origin + href('informesDeSueldo', { teaser: informe.slug }), lastmod: informe.actualizado });
    }
    for (const oferta of ofertas) {
      entries.push({ loc: origin + href('oferta', { oferta: ofertaSegment(oferta) }), lastmod: oferta.fechaPublicacionFormatoIngles });
    }
  }
  const urls = entries.map(
    ({ loc, lastmod }) => `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`,
  );
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

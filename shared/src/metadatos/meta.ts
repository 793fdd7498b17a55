import type { Oferta, PortalConfig } from '@portal/shared/contract';
import { href, landingSegment, ofertaSegment, type ContenidoMeta, type Landing, type RouteDef, type RouteName } from '@portal/shared/routes';
import { ofertaCardPath } from './card';
import { TEXTOS_DE_RUTA } from './textos-de-rutas';

/** SPEC.md section 9: the social card's description of an offer. */
export const OFERTA_DESCRIPTION_LENGTH = 135;

export type MetaOferta = Pick<Oferta, 'idOferta' | 'nombreCargo' | 'nombreEmpresaFantasia' | 'descripcionOferta'> & {
  ubicacion: Pick<Oferta['ubicacion'], 'nombreComuna' | 'nombreRegion'>;
};

export type MetaPortal = Pick<PortalConfig, 'nombre' | 'descripcion' | 'urlCardOg'> & Partial<Pick<PortalConfig, 'estado'>>;

export interface PageMetaInput {
  /** The manifest route on screen; null for the 404 page. */
  route: RouteDef | null;
  portal: MetaPortal;
  /** The page's absolute URL; its query and hash never reach the canonical link. */
  url: string;
  /** The offer of a page with an `{oferta}` param, once known. */
  oferta?: MetaOferta | null;
  /** The region, comuna, area or job type of a `/trabajo-{landing}` page, once resolved against the portal's data. */
  landing?: Landing | null;
  /** What a content page shows (a CMS page, a news article), once known: its own title, summary and image. */
  contenido?: ContenidoMeta | null;
}

export interface PageMeta {
  /** The document title: page title and portal name. */
  title: string;
  description: string;
  /** Absolute canonical URL of an indexable page; null for noindex pages. */
  canonical: string | null;
  robots: 'index, follow' | 'noindex';
  /** `<meta property=…>` tags (og:*). */
  openGraph: Readonly<Record<string, string>>;
  /** `<meta name=…>` tags (twitter:*). */
  twitter: Readonly<Record<string, string>>;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Plain text of an HTML fragment (tags dropped, entities decoded, white space collapsed), in browser and Node alike. */
export function htmlToText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    // Block elements separate words; inline ones (<strong>, <a>) sit inside a sentence.
    .replace(/<\/?(?:p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|section|article|blockquote|hr)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
      if (code.startsWith('#')) {
        const point = code[1]?.toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
        return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : ' ';
      }
      return ENTITIES[code.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** `url` against `base`; a path stays on base's origin even when it reads like a host (`//otro.test/x`). */
function absolute(url: string, base: string): string {
  return url.startsWith('/') ? new URL(`${new URL(base).origin}${url}`).href : new URL(url, base).href;
}

/** A card image and what it shows, in words, for those who cannot see it (og:image:alt, twitter:image:alt). */
interface CardImage {
  url: string;
  alt: string;
}

interface PageTexts {
  title: string;
  description: string;
  index: boolean;
  path: string;
  image: CardImage | null;
}

/** A landing's description names its place or line of work and the portal, as people search for them. */
function landingDescription({ tipo, nombre }: Landing, portal: string): string {
  return tipo === 'lugar'
    ? `Ofertas de trabajo en ${nombre} publicadas en ${portal}. Filtra por cargo, área, jornada y sueldo, y postula en línea.`
    : `Ofertas de empleo de ${nombre} publicadas en ${portal}. Filtra por cargo, lugar, jornada y sueldo, y postula en línea.`;
}

function pageTexts({ route, portal, url, oferta, landing, contenido }: PageMetaInput): PageTexts {
  const { pathname, hostname } = new URL(url);
  const image = portal.urlCardOg ? { url: portal.urlCardOg, alt: portal.nombre } : null;
  if (portal.estado === 'DESACTIVADO') {
    return { title: 'Portal no disponible', description: portal.descripcion, index: false, path: pathname, image };
  }
  if (!route) {
    return { title: 'Página no encontrada', description: 'La página que buscas no existe.', index: false, path: pathname, image };
  }
  // Every page of an offer (also `…/trabajo/{oferta}` under a listing) names the offer and points to /trabajo/{oferta}.
  if (oferta) {
    return {
      title: `${oferta.nombreCargo} en ${oferta.nombreEmpresaFantasia}`,
      description: htmlToText(oferta.descripcionOferta).slice(0, OFERTA_DESCRIPTION_LENGTH).trimEnd(),
      index: route.index,
      path: href('oferta', { oferta: ofertaSegment(oferta) }),
      image: { url: ofertaCardPath({ ...oferta, portal: portal.nombre }, hostname), alt: `Oferta de empleo: ${oferta.nombreCargo} en ${oferta.nombreEmpresaFantasia}` },
    };
  }
  if (landing) {
    return {
      title: landing.heading,
      description: landingDescription(landing, portal.nombre),
      index: route.index,
      path: href('landing', { landing: landingSegment(landing.slug) }),
      image,
    };
  }
  if (contenido) {
    const propia = contenido.image ? { url: contenido.image, alt: contenido.title } : null;
    return { title: contenido.title, description: contenido.description, index: route.index, path: pathname, image: propia ?? image };
  }
  const textos = TEXTOS_DE_RUTA[route.name as RouteName];
  const description = route.name === 'home' && portal.descripcion ? portal.descripcion : textos.description;
  return { title: textos.title, description, index: route.index, path: pathname, image };
}

/**
 * Title, description, canonical link, robots and social card of a page, for the browser (on every
 * navigation) and the edge server (in the HTML it sends) alike, so people and crawlers see the same.
 */
export function pageMeta(input: PageMetaInput): PageMeta {
  const { title, description, index, path, image } = pageTexts(input);
  const pageUrl = absolute(path, input.url);
  const openGraph: Record<string, string> = {
    'og:type': 'website',
    'og:locale': 'es_CL',
    'og:site_name': input.portal.nombre,
    'og:title': title,
    'og:description': description,
    'og:url': pageUrl,
  };
  const twitter: Record<string, string> = {
    'twitter:card': image ? 'summary_large_image' : 'summary',
    'twitter:title': title,
    'twitter:description': description,
  };
  if (image) {
    const imageUrl = absolute(image.url, input.url);
    Object.assign(openGraph, { 'og:image': imageUrl, 'og:image:alt': image.alt });
    Object.assign(twitter, { 'twitter:image': imageUrl, 'twitter:image:alt': image.alt });
  }
  return {
    title: `${title} | ${input.portal.nombre}`,
    description,
    canonical: index ? pageUrl : null,
    robots: index ? 'index, follow' : 'noindex',
    openGraph,
    twitter,
  };
}

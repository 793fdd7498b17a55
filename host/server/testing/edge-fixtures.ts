// Fixtures of the edge's tests: a built index.html as the production build writes it (minified), and a
// PortalData that answers from memory instead of the api.
import { DEFAULT_PORTAL_CONFIG, type ContenidoSitemap, type Evento, type ResumenSueldo, type FiltrosBusqueda, type Noticia, type Oferta, type OfertasSitemap, type Pagina, type PortalConfig } from '@portal/shared/contract';
import { evento, FILTROS_DE_LANDINGS, oferta } from '@portal/shared/testing';
import type { PortalData } from '../portal-data';

export const BUILT_INDEX_HTML =
  '<!doctype html><html lang=es-CL><head><meta charset=utf-8><meta name=viewport content="width=device-width,initial-scale=1">' +
  '<meta name=description content="Portal de Empleo"><meta name=theme-color content=#0b5cad><link rel=icon href=data:,>' +
  '<title>Portal de Empleo</title><script defer src=/main.js></script></head><body><div id=root></div></body></html>';

export const PORTAL: PortalConfig = {
  ...DEFAULT_PORTAL_CONFIG,
  dominio: 'localhost',
  nombre: 'Portal de Empleo Chile',
  descripcion: 'Miles de ofertas de empleo en todo Chile',
};

export const OFERTA: Oferta = oferta({
  idOferta: 123,
  idEmpresa: 9,
  nombreCargo: 'Cajero Part Time',
  jornada: 'PARCIAL',
  nombreEmpresaFantasia: 'Banco "Austral" & <Cía>',
  urlLogo: 'https://cdn.test/logos/9.png',
  ubicacion: { direccion: 'Av. Pedro Montt 1200', nombreComuna: 'Valparaíso', nombreRegion: 'Valparaíso', codigoPostal: null, nombrePais: 'Chile' },
  nombreArea: 'Ventas',
  nombreTipoCargo: 'Vendedor',
  fechaPublicacionFormatoIngles: '2026-11-10',
  fechaExpiracionFormatoIngles: '2099-12-10',
  mostrarSueldo: true,
  sueldo: 450_000,
  nombreMoneda: 'CLP',
  extracto: 'Atención de clientes',
  descripcionOferta: '<p>Atención de clientes en caja.</p><script>alert("x")</script></script><!--',
  fechaExpiracion: '2099-12-10T23:59:59.000Z',
  aniosExperiencia: 1,
  tiempoContrato: 'Plazo fijo',
});

export const OFERTA_EXPIRADA: Oferta = {
  ...OFERTA,
  idOferta: 124,
  nombreCargo: 'Vendedor de Temporada',
  estadoOferta: 'EXPIRADA',
  fechaExpiracion: '2026-01-31T23:59:59.000Z',
};

export const PAGINA: Pagina = {
  slug: 'centro-de-ayuda',
  titulo: 'Centro de ayuda',
  descripcion: 'Respuestas a las preguntas frecuentes.',
  html: '<p>Ayuda</p>',
  actualizada: '2026-11-20T13:00:00.000Z',
  secciones: [],
};

export const NOTICIA: Noticia = {
  idNoticia: 12,
  titulo: 'Cómo negociar tu sueldo',
  slug: 'como-negociar-tu-sueldo',
  resumen: 'Cinco claves para tu próxima negociación.',
  fechaPublicacion: '2026-11-20T13:00:00.000Z',
  urlImagen: null,
  categoria: { slug: 'consejos-laborales', nombre: 'Consejos laborales' },
  cuerpoHtml: '<p>Texto</p>',
  autor: 'Equipo editorial',
  minutosLectura: 1,
  relacionadas: [],
};

export const RESUMEN_SUELDO: ResumenSueldo = {
  cargo: 'Ejecutivo de Ventas',
  slug: 'ejecutivo-de-ventas',
  general: { cantidad: 42, p25: 650_000, mediana: 800_000, p75: 1_000_000 },
  distribucion: [],
  porRegion: [],
  porExperiencia: [],
  actualizado: '2026-11-20T13:00:00.000Z',
};

export const EVENTO: Evento = evento({
  descripcionHtml: '<p>Texto</p>',
  lugar: { nombre: 'Centro Cultural Estación Mapocho', direccion: null },
  urlInscripcion: null,
});

interface StubData {
  portales?: Readonly<Record<string, PortalConfig>>;
  ofertas?: readonly Oferta[];
  paginas?: readonly Pagina[];
  noticias?: readonly Noticia[];
  vivas?: OfertasSitemap['ofertas'] | 'falla';
  contenido?: ContenidoSitemap | 'falla';
  filtros?: FiltrosBusqueda | 'falla';
}

/**
 * Portals by host name (the default portal for others), pages' subjects: offers and news by id, CMS pages by slug, filter options;
 * `'falla'` is an api that fails.
 */
export function stubPortalData({
  portales = { localhost: PORTAL },
  ofertas = [OFERTA, OFERTA_EXPIRADA],
  paginas = [PAGINA],
  noticias = [NOTICIA],
  vivas = [],
  contenido = { noticias: [], paginas: [], eventos: [], informesSueldo: [] },
  filtros = FILTROS_DE_LANDINGS,
}: StubData = {}): PortalData {
  return {
    portal: async (dominio) => portales[dominio] ?? DEFAULT_PORTAL_CONFIG,
    // By the query's key (`oferta:123`, `pagina:1:slug`…): its kind, and the id or slug it ends with.
    subject: async ({ key }) => {
      const kind = key.slice(0, key.indexOf(':'));
      const id = key.slice(key.lastIndexOf(':') + 1);
      if (kind === 'filtros') return filtros === 'falla' ? 'unknown' : { answer: filtros };
      const byKind: Readonly<Record<string, () => unknown>> = {
        oferta: () => ofertas.find((candidata) => String(candidata.idOferta) === id),
        pagina: () => paginas.find((pagina) => pagina.slug === id),
        noticia: () => noticias.find((noticia) => String(noticia.idNoticia) === id),
        evento: () => (id === String(EVENTO.idEvento) ? EVENTO : undefined),
        'resumen-sueldo': () => (id === RESUMEN_SUELDO.slug ? RESUMEN_SUELDO : undefined),
      };
      const found = byKind[kind]?.();
      return found === undefined ? 'notFound' : { answer: found };
    },
    ofertasVivas: async () => {
      if (vivas === 'falla') throw new Error('api caída');
      return vivas;
    },
    contenidoSitemap: async () => {
      if (contenido === 'falla') throw new Error('api caída');
      return contenido;
    },
  };
}

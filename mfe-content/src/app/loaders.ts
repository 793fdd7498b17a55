import {
  eventoQueryKey,
  getEmpresas,
  getEvento,
  getEventos,
  getNoticia,
  getNoticias,
  getPagina,
  getResumenSueldo,
  noticiaQueryKey,
  paginaQueryKey,
  resumenSueldoQueryKey,
  cargosConSueldoQueryKey,
  getCargosConSueldo,
} from '@portal/shared/api';
import {
  eventoSegment,
  noticiaSegment,
  paginaDeRuta,
  parseEventoParam,
  parseNoticiaParam,
  routeByName,
  type RouteLoader,
  type RouteLoaderArgs,
  type RouteLoaders,
} from '@portal/shared/routes';
import { empresasQueryKey, filtroEmpresasDe } from '../features/empresas/hooks/useEmpresas';
import { eventosQueryKey, filtroEventosDe } from '../features/eventos/hooks/useEventos';
import { CARGO_MUESTRA } from '../features/informes-sueldo/lib/muestra';
import { noticiasQueryKey, paginaFromQuery } from '../features/noticias/hooks/useNews';

/** The CMS page of a route; one the portal lacks throws (404), so the browser renders the shell's 404 page. */
const pagina =
  (name: 'pagina' | 'terminosYCondiciones' | 'politicaDePrivacidad' | 'politicaDeCookies' | 'informacionDelEvento'): RouteLoader =>
  async ({ params, portal }) => {
    const slug = paginaDeRuta(routeByName(name), params) ?? '';
    return { [paginaQueryKey(slug, portal.idDominio)]: await getPagina(slug, portal.idDominio) };
  };

/** The public summary of a position (the page's own, or the teaser's sample). */
const resumenSueldo =
  (cargo: (params: RouteLoaderArgs['params']) => string): RouteLoader =>
  async ({ params, portal }) => {
    const slug = cargo(params);
    return { [resumenSueldoQueryKey(slug, portal.idDominio)]: await getResumenSueldo(slug, portal.idDominio) };
  };

/**
 * Data of the routes the edge renders on the server, keyed as the pages' useQuery calls key them. Exposed with
 * the pages (`./pages`), so a new version of this remote brings its own loaders.
 */
export const loaders: RouteLoaders = {
  noticias: async ({ search }) => {
    const pagina = paginaFromQuery(search.get('pagina'));
    return { [noticiasQueryKey(pagina)]: await getNoticias({ pagina }) };
  },
  noticiasCategoria: async ({ params, search }) => {
    const pagina = paginaFromQuery(search.get('pagina'));
    const categoria = params.categoria ?? '';
    const lista = await getNoticias({ pagina, categoria });
    // An unknown category is the 404 page, which the browser shows.
    if (lista.cantidadRegistros === 0) throw new Error(`no news in category ${categoria}`);
    return { [noticiasQueryKey(pagina, categoria)]: lista };
  },
  noticia: async ({ params }) => {
    const segment = params.noticia ?? '';
    const idNoticia = parseNoticiaParam(segment);
    if (idNoticia === null) throw new Error(`no news id in ${segment}`);
    const noticia = await getNoticia(idNoticia);
    // A wrong slug moves to the right URL: that <Navigate replace> happens in the browser.
    if (noticiaSegment(noticia) !== segment) throw new Error(`${segment} moves to ${noticiaSegment(noticia)}`);
    return { [noticiaQueryKey(idNoticia)]: noticia };
  },
  eventos: async ({ search, portal }) => {
    const filtro = filtroEventosDe(search);
    return { [eventosQueryKey(portal.idDominio, filtro)]: await getEventos(portal.idDominio, filtro) };
  },
  evento: async ({ params, portal }) => {
    const segment = params.evento ?? '';
    const idEvento = parseEventoParam(segment);
    if (idEvento === null) throw new Error(`no event id in ${segment}`);
    const evento = await getEvento(idEvento, portal.idDominio);
    // A wrong slug moves to the right URL (the edge answers 301 before rendering; the browser replaces it).
    if (eventoSegment(evento) !== segment) throw new Error(`${segment} moves to ${eventoSegment(evento)}`);
    return { [eventoQueryKey(idEvento, portal.idDominio)]: evento };
  },
  informacionDelEvento: pagina('informacionDelEvento'),
  empresas: async ({ search, portal }) => {
    const filtro = filtroEmpresasDe(search);
    return { [empresasQueryKey(portal.idDominio, filtro)]: await getEmpresas(portal.idDominio, filtro) };
  },
  pagina: pagina('pagina'),
  terminosYCondiciones: pagina('terminosYCondiciones'),
  politicaDePrivacidad: pagina('politicaDePrivacidad'),
  politicaDeCookies: pagina('politicaDeCookies'),
  // A position without salaries throws (404): the browser renders the shell's 404 page.
  informesDeSueldo: resumenSueldo((params) => params.teaser ?? ''),
  informeSueldoTeaser: async (args) => {
    const [muestra, cargos] = await Promise.all([resumenSueldo(() => CARGO_MUESTRA)(args), getCargosConSueldo(args.portal.idDominio)]);
    return { ...muestra, [cargosConSueldoQueryKey(args.portal.idDominio)]: cargos };
  },
};

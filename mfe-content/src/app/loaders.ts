import {
  cargosConSueldoQueryKey,
  getCargosConSueldo,
  getEmpresas,
  getEventos,
  getNoticias,
  getResumenSueldo,
  resumenSueldoQueryKey,
} from '@portal/shared/api';
import type { RouteLoaders } from '@portal/shared/routes';
import { empresasQueryKey, filtroEmpresasDe } from '../features/empresas/hooks/useEmpresas';
import { eventosQueryKey, filtroEventosDe } from '../features/eventos/hooks/useEventos';
import { cargoDeMuestra } from '../features/informes-sueldo/lib/muestra';
import { noticiasQueryKey, paginaFromQuery } from '../features/noticias/hooks/useNoticias';

/**
 * Data of the routes the edge renders on the server, keyed as the pages' useQuery calls key them. Exposed with
 * the pages (`./pages`), so a new version of this remote brings its own loaders. A news article, an event, a CMS
 * page and a position's summary need none: each is its route's subject, which the edge asks for (and answers 404
 * or 301 by) before rendering (@portal/shared/routes, subjects.ts).
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
  eventos: async ({ search, portal }) => {
    const filtro = filtroEventosDe(search);
    return { [eventosQueryKey(portal.idDominio, filtro)]: await getEventos(portal.idDominio, filtro) };
  },
  empresas: async ({ search, portal }) => {
    const filtro = filtroEmpresasDe(search);
    return { [empresasQueryKey(portal.idDominio, filtro)]: await getEmpresas(portal.idDominio, filtro) };
  },
  // The page explains the reports on a sample position's public summary, one the portal has (cargoDeMuestra).
  informeSueldoTeaser: async ({ portal: { idDominio } }) => {
    const cargos = await getCargosConSueldo(idDominio);
    const cargo = cargoDeMuestra(cargos.cargos);
    const muestra = cargo ? { [resumenSueldoQueryKey(cargo, idDominio)]: await getResumenSueldo(cargo, idDominio) } : {};
    return { [cargosConSueldoQueryKey(idDominio)]: cargos, ...muestra };
  },
};

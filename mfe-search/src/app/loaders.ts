import { getFiltrosBusqueda, filtrosQueryKey, getBusqueda } from '@portal/shared/api';
import type { BusquedaParams, FiltrosBusqueda } from '@portal/shared/contract';
import { parseCategoriaParam, parseIdParam, parseLandingParam, resolveLanding, type RouteLoader, type RouteLoaderArgs, type RouteLoaders } from '@portal/shared/routes';
import { ultimasOfertasKey, ultimasOfertasParams } from '../features/home/hooks/useUltimasOfertas';
import { fetchResultados, resultadosKey } from '../features/resultados/hooks/useResultados';
import { toBusquedaParams } from '../features/resultados/lib/busqueda-params';
import { parseEstadoBusqueda } from '../features/resultados/lib/estado-busqueda';
import { palabrasDeCargo } from '../features/resultados/lib/cargo';

/** A results URL asking for more pages than this renders in the browser: one visit, not dozens of searches. */
const MAX_PAGINAS_EN_SERVIDOR = 5;

/** The home's latest offers, and the filter options its links into the landings come from. */
const home: RouteLoader = async ({ portal, canales, ask }) => {
  const params = ultimasOfertasParams(portal, canales);
  const { idDominio } = portal;
  const [ultimas, filtros] = await Promise.all([getBusqueda(params), ask(filtrosQueryKey(idDominio), () => getFiltrosBusqueda(idDominio))]);
  return { [ultimasOfertasKey(params)]: ultimas, [filtrosQueryKey(idDominio)]: filtros };
};

/**
 * A results page: its search (pages 1…pagina of the URL) and the portal's filter options. `baseOf` is what the
 * route itself searches, as its page component sets it; null when the filter options do not name it.
 */
function resultados(baseOf: (args: RouteLoaderArgs, filtros: FiltrosBusqueda) => Partial<BusquedaParams> | null): RouteLoader {
  return async (args) => {
    const state = parseEstadoBusqueda(args.search);
    // A random order uses the browser session's seed, a geographic one the visitor's position.
    if (state.orden === 'ALEATORIO' || state.orden === 'GEOLOCALIZACION' || state.pagina > MAX_PAGINAS_EN_SERVIDOR) {
      throw new Error(`this search (orden ${state.orden}, pagina ${String(state.pagina)}) renders in the browser`);
    }
    const { idDominio } = args.portal;
    // The edge may have them already: a landing's subject, and kept between pages (respuestas-del-portal.ts).
    const filtros = await args.ask(filtrosQueryKey(idDominio), () => getFiltrosBusqueda(idDominio));
    const base = baseOf(args, filtros);
    if (!base) throw new Error('the address or the filter options name no search for this page');
    const busqueda = toBusquedaParams(state, { portal: args.portal, canales: args.canales, base, semilla: 0, posicion: null });
    return { [filtrosQueryKey(idDominio)]: filtros, [resultadosKey(busqueda)]: await fetchResultados(busqueda, state.pagina) };
  };
}

const todas = resultados(() => ({}));

/** A search by one id of the address (`/empleo-categoria/4-salud`, `/canal/3`), as its page sets it. */
const porId = (id: number | null, base: (id: number) => Partial<BusquedaParams>) => (id === null ? null : base(id));

/**
 * Data of the routes the edge renders on the server, keyed as the pages' useQuery calls key them. Exposed with
 * the pages (`./pages`), so a new version of this remote brings its own loaders. An offer page needs none: its
 * offer is its route's subject, which the edge asks for (@portal/shared/routes, subjects.ts).
 */
export const loaders: RouteLoaders = {
  home,
  trabajoEmpleo: todas,
  trabajoEmpleoChile: todas,
  trabajoEmpleoCargo: resultados(({ params }) => ({ palabraClave: palabrasDeCargo(params.cargo ?? '') })),
  landing: resultados(({ params }, filtros) => resolveLanding(parseLandingParam(params.landing ?? '') ?? '', filtros)?.base ?? null),
  categoria: resultados(({ params }) => porId(parseCategoriaParam(params.categoria ?? ''), (id) => ({ idCategorias: String(id) }))),
  canal: resultados(({ params }) => porId(parseIdParam(params.idCanal ?? ''), (id) => ({ idCanales: String(id) }))),
};

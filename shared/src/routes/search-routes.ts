import { parseCategoriaParam, parseIdParam, parseLandingParam } from './landing';
import { parseOfertaParam } from './params';

const resultados = { owner: 'mfe_search', layout: 'resultadosBusqueda', auth: false, datosBasicos: false, index: true } as const;

const oferta = (value: string) => parseOfertaParam(value) !== null;
const landing = (value: string) => parseLandingParam(value) !== null;
const idCanal = (value: string) => parseIdParam(value) !== null;
const categoria = (value: string) => parseCategoriaParam(value) !== null;

/**
 * The search results routes (ARCHITECTURE.md route table) and their `…/trabajo/{oferta}` children, which show
 * the offer inside the results layout. `/trabajo-{landing}` is the whole segment `:landing`, checked by
 * `parseLandingParam` (static routes such as `/noticias` still rank first).
 */
export const SEARCH_ROUTES = [
  { name: 'trabajoEmpleo', path: '/trabajo-empleo', ...resultados },
  { name: 'trabajoEmpleoChile', path: '/trabajo-empleo/chile', ...resultados },
  { name: 'trabajoEmpleoCargo', path: '/trabajo-empleo/:cargo', ...resultados },
  {
    name: 'trabajoEmpleoCargoOferta',
    path: '/trabajo-empleo/:cargo/trabajo/:oferta',
    ...resultados,
    params: { oferta },
    subject: 'oferta',
  },
  { name: 'landing', path: '/:landing', ...resultados, params: { landing }, subject: 'landing' },
  {
    name: 'landingOferta',
    path: '/:landing/trabajo/:oferta',
    ...resultados,
    params: { landing, oferta },
    subject: 'oferta',
  },
  { name: 'canal', path: '/canal/:idCanal', ...resultados, params: { idCanal } },
  {
    name: 'canalOferta',
    path: '/canal/:idCanal/trabajo/:oferta',
    ...resultados,
    params: { idCanal, oferta },
    subject: 'oferta',
  },
  {
    name: 'categoria',
    path: '/empleo-categoria/:categoria',
    ...resultados,
    params: { categoria },
  },
  {
    name: 'categoriaOferta',
    path: '/empleo-categoria/:categoria/trabajo/:oferta',
    ...resultados,
    params: { categoria, oferta },
    subject: 'oferta',
  },
] as const;

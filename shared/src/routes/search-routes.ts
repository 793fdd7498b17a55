import { parseCategoriaParam, parseIdParam, parseLandingParam } from './landing';
import { parseOfertaParam } from './params';
import { landingSubject, ofertaSubject } from './subjects';

const resultados = { owner: 'mfe_search', layout: 'resultadosBusqueda', auth: false, datosBasicos: false, index: true } as const;
const TITLE = 'Ofertas de empleo';
const DESCRIPTION = 'Busca y filtra ofertas de empleo en Chile por cargo, lugar, área, jornada y sueldo.';
const OFERTA_TITLE = 'Oferta de empleo';
const OFERTA_DESCRIPTION = 'Detalle de la oferta de empleo.';

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
  { name: 'trabajoEmpleo', path: '/trabajo-empleo', ...resultados, title: TITLE, description: DESCRIPTION },
  { name: 'trabajoEmpleoChile', path: '/trabajo-empleo/chile', ...resultados, title: 'Ofertas de empleo en Chile', description: DESCRIPTION },
  { name: 'trabajoEmpleoCargo', path: '/trabajo-empleo/:cargo', ...resultados, title: TITLE, description: DESCRIPTION },
  {
    name: 'trabajoEmpleoCargoOferta',
    path: '/trabajo-empleo/:cargo/trabajo/:oferta',
    ...resultados,
    title: OFERTA_TITLE,
    description: OFERTA_DESCRIPTION,
    params: { oferta },
    subject: ofertaSubject,
  },
  { name: 'landing', path: '/:landing', ...resultados, title: TITLE, description: DESCRIPTION, params: { landing }, subject: landingSubject },
  {
    name: 'landingOferta',
    path: '/:landing/trabajo/:oferta',
    ...resultados,
    title: OFERTA_TITLE,
    description: OFERTA_DESCRIPTION,
    params: { landing, oferta },
    subject: ofertaSubject,
  },
  { name: 'canal', path: '/canal/:idCanal', ...resultados, title: TITLE, description: DESCRIPTION, params: { idCanal } },
  {
    name: 'canalOferta',
    path: '/canal/:idCanal/trabajo/:oferta',
    ...resultados,
    title: OFERTA_TITLE,
    description: OFERTA_DESCRIPTION,
    params: { idCanal, oferta },
    subject: ofertaSubject,
  },
  {
    name: 'categoria',
    path: '/empleo-categoria/:categoria',
    ...resultados,
    title: TITLE,
    description: DESCRIPTION,
    params: { categoria },
  },
  {
    name: 'categoriaOferta',
    path: '/empleo-categoria/:categoria/trabajo/:oferta',
    ...resultados,
    title: OFERTA_TITLE,
    description: OFERTA_DESCRIPTION,
    params: { categoria, oferta },
    subject: ofertaSubject,
  },
] as const;

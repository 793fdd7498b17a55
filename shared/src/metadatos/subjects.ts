// What a page shows when its metadata, status or address depend on it, declared once per route by its kind
// (RouteDef.subject): an offer, the place or line of work a landing names, a news article, an event, a salary
// summary, a CMS page. Apart from the route table, so a first view does not fetch the calls behind them (issue 27). The edge asks for it once before it answers (a 404 or a 301 come from
// it; the answer is handed to the page's loader and sent with the HTML); the browser reads it through useQuery, under
// the key the page itself reads it by.
import { generatePath } from 'react-router-dom';
import {
  eventoQueryKey,
  getPagina,
  paginaQueryKey,
  getFiltrosBusqueda,
  filtrosQueryKey,
  getEvento,
  getNoticia,
  getOferta,
  getResumenSueldo,
  isHTTPError,
  noticiaQueryKey,
  ofertaQueryKey,
  resumenSueldoQueryKey,
} from '@portal/shared/api';
import type { ResumenSueldo } from '@portal/shared/contract';
import { formatMoney, formatNumber } from '@portal/shared/format';
import {
  eventoSegment,
  paginaDeRuta,
  parseEventoParam,
  parseLandingParam,
  parseNoticiaParam,
  parseOfertaParam,
  noticiaSegment,
  resolveLanding,
  type ContenidoMeta,
  type RouteDef,
  type RouteParams,
  type RouteSubject,
  type SubjectKind,
  type SubjectMeta,
  type SubjectQuery,
} from '@portal/shared/routes';

export const SUBJECT_NOT_FOUND: SubjectMeta = { notFound: true };

/** A typed query as a route declares it (its `describe` reads its own answer). */
export const subjectQuery = <T>(query: SubjectQuery<T>) => query as SubjectQuery;

/** The page at `segment` moves to `right` (an item asked for under an old or mistyped slug). */
function movedTo(route: Pick<RouteDef, 'path'>, params: RouteParams, name: string, right: string): Pick<SubjectMeta, 'redirect'> {
  return params[name] === right ? {} : { redirect: generatePath(route.path, { ...params, [name]: right }) };
}

export const ofertaSubject: RouteSubject = ({ params }) => {
  const idOferta = parseOfertaParam(params.oferta ?? '');
  if (idOferta === null) return null;
  return subjectQuery({ key: ofertaQueryKey(idOferta), fetch: (signal) => getOferta(idOferta, signal), describe: (oferta) => ({ oferta }) });
};

/** A landing names a region, comuna, area or job type of the portal's filter options; any other slug is a 404. */
export const landingSubject: RouteSubject = ({ params, idDominio }) => {
  const slug = parseLandingParam(params.landing ?? '');
  if (slug === null) return null;
  return subjectQuery({
    key: filtrosQueryKey(idDominio),
    fetch: (signal) => getFiltrosBusqueda(idDominio, signal),
    describe: (filtros) => {
      const landing = resolveLanding(slug, filtros);
      return landing ? { landing } : SUBJECT_NOT_FOUND;
    },
  });
};

export const noticiaSubject: RouteSubject = ({ route, params }) => {
  const idNoticia = parseNoticiaParam(params.noticia ?? '');
  if (idNoticia === null) return null;
  return subjectQuery({
    key: noticiaQueryKey(idNoticia),
    fetch: (signal) => getNoticia(idNoticia, signal),
    describe: (noticia) => ({
      contenido: { title: noticia.titulo, description: noticia.resumen, image: noticia.urlImagen },
      ...movedTo(route, params, 'noticia', noticiaSegment(noticia)),
    }),
  });
};

export const eventoSubject: RouteSubject = ({ route, params, idDominio }) => {
  const idEvento = parseEventoParam(params.evento ?? '');
  if (idEvento === null) return null;
  return subjectQuery({
    key: eventoQueryKey(idEvento, idDominio),
    fetch: (signal) => getEvento(idEvento, idDominio, signal),
    describe: (evento) => ({
      contenido: { title: evento.titulo, description: evento.resumen },
      ...movedTo(route, params, 'evento', eventoSegment(evento)),
    }),
  });
};

/** A salary summary is titled and described by its own position and figures, so no two summaries read the same. */
function resumenSueldoMeta({ cargo, general }: ResumenSueldo): ContenidoMeta {
  const title = `Sueldo de ${cargo}`;
  if (!general) return { title, description: `Sueldos ofrecidos para ${cargo} en Chile, por región y años de experiencia.` };
  return {
    title,
    description: `Sueldo ofrecido para ${cargo} en Chile: mediana de ${formatMoney(general.mediana)} en ${formatNumber(general.cantidad)} ofertas, con rangos por región y años de experiencia.`,
  };
}

/** A position's public salary summary; a position without salaries is a 404. */
export const resumenSueldoSubject: RouteSubject = ({ params, idDominio }) => {
  const cargo = params.teaser;
  if (!cargo) return null;
  return subjectQuery({
    key: resumenSueldoQueryKey(cargo, idDominio),
    fetch: (signal) => getResumenSueldo(cargo, idDominio, signal),
    describe: (resumen) => ({ contenido: resumenSueldoMeta(resumen) }),
  });
};

/** The CMS page of a route (paginaDeRuta); a portal without it shows the 404 page. */
export const paginaSubject: RouteSubject = ({ route, params, idDominio }) => {
  const slug = paginaDeRuta(route, params);
  if (slug === null) return null;
  return subjectQuery({
    key: paginaQueryKey(slug, idDominio),
    fetch: (signal) => getPagina(slug, idDominio, signal),
    describe: (pagina) => ({ contenido: { title: pagina.titulo, description: pagina.descripcion } }),
  });
};

const SUBJECTS: Readonly<Record<SubjectKind, RouteSubject>> = {
  oferta: ofertaSubject,
  landing: landingSubject,
  noticia: noticiaSubject,
  evento: eventoSubject,
  resumenSueldo: resumenSueldoSubject,
  pagina: paginaSubject,
};

/** The subject of `route` for a visit; null when the route has none or the params name nothing. */
export function subjectOf(route: RouteDef | null, params: RouteParams, idDominio: number): SubjectQuery | null {
  return route?.subject ? SUBJECTS[route.subject]({ route, params, idDominio }) : null;
}

/** What asking for a subject gave: its answer, the api's 404, or nothing when the api could not say. */
export type SubjectAnswer = { answer: unknown } | 'notFound' | 'unknown';

/** The answer of a request that failed: a 404 says there is none; anything else, that the api could not say. */
export const failedSubject = (error: unknown): SubjectAnswer => (isHTTPError(error) && error.response.status === 404 ? 'notFound' : 'unknown');

/**
 * What a subject's answer means for its page: its metadata, a 404, or its right path. An api that could not say
 * leaves the route's own metadata (never a false 404); the page itself says what went wrong.
 */
export function readSubject(query: SubjectQuery, answer: SubjectAnswer): SubjectMeta {
  if (answer === 'notFound') return SUBJECT_NOT_FOUND;
  return answer === 'unknown' ? {} : query.describe(answer.answer);
}

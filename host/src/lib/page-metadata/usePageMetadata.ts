import { useAtomValue } from 'jotai';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import {
  eventoQueryKey,
  fetchFiltrosBusqueda,
  filtrosQueryKey,
  getEvento,
  getNoticia,
  getOferta,
  getPagina,
  getResumenSueldo,
  isHTTPError,
  noticiaQueryKey,
  ofertaQueryKey,
  paginaQueryKey,
  resumenSueldoQueryKey,
  usePreloadedAnswers,
} from '@portal/shared/api';
import type { FiltrosBusqueda, Oferta } from '@portal/shared/contract';
import { portalConfigAtom } from '@portal/shared/state';
import {
  pageMeta,
  paginaDeRuta,
  parseEventoParam,
  parseLandingParam,
  parseNoticiaParam,
  parseOfertaParam,
  resolveLanding,
  type ContenidoMeta,
  type Landing,
  type RouteDef,
} from '@portal/shared/routes';
import { applyPageMeta } from './apply-page-meta';
import { contenidoMeta, type Contenido } from './contenido';

/**
 * What `fetcher` answers for `key` (null: nothing to ask); undefined until it answers for this key. A failed
 * request leaves the route's own metadata: the page itself says what went wrong. `preloaded`: the answer the
 * edge already fetched for a server-rendered page, used instead of asking again.
 */
function useAnswer<K, T>(key: K | null, fetcher: (key: K, signal: AbortSignal) => Promise<T>, preloaded?: T): T | undefined {
  const [answer, setAnswer] = useState<{ key: K; value: T } | null>(() =>
    key !== null && preloaded !== undefined ? { key, value: preloaded } : null,
  );
  const given = useRef(answer?.key ?? null);
  const load = useEffectEvent(fetcher);
  useEffect(() => {
    if (key === null) return undefined;
    if (given.current === key) {
      given.current = null;
      return undefined;
    }
    const controller = new AbortController();
    Promise.resolve()
      .then(() => load(key, controller.signal))
      .then((value) => { if (!controller.signal.aborted) setAnswer({ key, value }); }, () => undefined);
    return () => { controller.abort(); };
  }, [key]);
  return answer !== null && answer.key === key ? answer.value : undefined;
}

/** The offer of a page with an `{oferta}` param, for its title and description; null elsewhere or until it answers. */
function useOfertaOfRoute(route: RouteDef | null) {
  const { oferta: segment } = useParams();
  const idOferta = route && segment ? parseOfertaParam(segment) : null;
  const preloaded = usePreloadedAnswers()?.get(ofertaQueryKey(idOferta ?? 0)) as Oferta | undefined;
  return useAnswer(idOferta, getOferta, preloaded) ?? null;
}

/**
 * What a `/trabajo-{landing}` page names, among the portal's filter options: null when they do not have it
 * (the landing is a 404), undefined elsewhere or until they answer.
 */
function useLandingOfRoute(route: RouteDef | null): Landing | null | undefined {
  const { landing: segment } = useParams();
  const { idDominio } = useAtomValue(portalConfigAtom);
  const slug = route?.name === 'landing' && segment ? parseLandingParam(segment) : null;
  const preloaded = usePreloadedAnswers()?.get(filtrosQueryKey(idDominio)) as FiltrosBusqueda | undefined;
  const filtros = useAnswer(slug === null ? null : idDominio, fetchFiltrosBusqueda, preloaded);
  return useMemo(() => (slug !== null && filtros ? resolveLanding(slug, filtros) : undefined), [slug, filtros]);
}

/** null when the api says there is none (404): the page shows the 404 page. */
const or404 = <T>(answer: Promise<T>): Promise<T | null> =>
  answer.catch((error: unknown) => {
    if (isHTTPError(error) && error.response.status === 404) return null;
    throw error;
  });

/** The useQuery key and fetcher of what a content route shows (CMS page, news article, event, salary summary); null for other routes. */
function contenidoQuery(route: RouteDef | null, params: Readonly<Record<string, string | undefined>>, idDominio: number): { key: string; get: (signal: AbortSignal) => Promise<Contenido> } | null {
  const slug = route ? paginaDeRuta(route, params) : null;
  if (slug !== null) return { key: paginaQueryKey(slug, idDominio), get: (signal: AbortSignal) => getPagina(slug, idDominio, signal) };
  const idNoticia = route?.name === 'noticia' ? parseNoticiaParam(params.noticia ?? '') : null;
  if (idNoticia !== null) return { key: noticiaQueryKey(idNoticia), get: (signal: AbortSignal) => getNoticia(idNoticia, signal) };
  const idEvento = route?.name === 'evento' ? parseEventoParam(params.evento ?? '') : null;
  if (idEvento !== null) return { key: eventoQueryKey(idEvento, idDominio), get: (signal: AbortSignal) => getEvento(idEvento, idDominio, signal) };
  const cargo = route?.name === 'informesDeSueldo' ? params.teaser : undefined;
  if (cargo) return { key: resumenSueldoQueryKey(cargo, idDominio), get: (signal: AbortSignal) => getResumenSueldo(cargo, idDominio, signal) };
  return null;
}

/**
 * What a CMS page, a news article, an event or a salary summary shows, for its own title and summary: null when the api has none
 * (the page is a 404), undefined elsewhere or until it answers.
 */
function useContenidoOfRoute(route: RouteDef | null): ContenidoMeta | null | undefined {
  const params = useParams();
  const { idDominio } = useAtomValue(portalConfigAtom);
  const query = contenidoQuery(route, params, idDominio);
  const preloaded = usePreloadedAnswers();
  const contenido = useAnswer<string, Contenido | null>(
    query?.key ?? null,
    (_, signal) => or404<Contenido>(query!.get(signal)),
    query ? (preloaded?.get(query.key) as Contenido | undefined) : undefined,
  );
  return useMemo(() => (contenido ? contenidoMeta(contenido) : contenido), [contenido]);
}

/**
 * Sets the document's title, description, canonical link, robots and social-card tags for the route on
 * screen (null: the 404 page), from the same pageMeta() the edge server puts into the HTML it sends.
 */
export function usePageMetadata(route: RouteDef | null): void {
  const portal = useAtomValue(portalConfigAtom);
  const { pathname } = useLocation();
  const oferta = useOfertaOfRoute(route);
  const landing = useLandingOfRoute(route);
  const contenido = useContenidoOfRoute(route);
  // An unknown landing, CMS page, article or event is the 404 page, as their remotes show it.
  const shown = landing === null || contenido === null ? null : route;
  useEffect(() => {
    applyPageMeta(pageMeta({ route: shown, portal, url: new URL(pathname, window.location.origin).href, oferta, landing, contenido }), pathname);
  }, [shown, portal, pathname, oferta, landing, contenido]);
}

/** The metadata of a disabled portal's only page (rendered without a router), as the edge sends it. */
export function useDisabledPortalMetadata(): void {
  const portal = useAtomValue(portalConfigAtom);
  useEffect(() => {
    applyPageMeta(pageMeta({ route: null, portal: { ...portal, estado: 'DESACTIVADO' }, url: window.location.href }), window.location.pathname);
  }, [portal]);
}

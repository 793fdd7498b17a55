import { useAtomValue } from 'jotai';
import { useEffect, useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useQuery } from '@portal/shared/api';
import { portalConfigAtom } from '@portal/shared/state';
import { failedSubject, readSubject, subjectOf, type RouteDef, type SubjectMeta } from '@portal/shared/routes';
import type { PageMetaInput } from '@portal/shared/metadatos';
import { applyPageMeta } from './apply-page-meta';
import { cabeceraDelEdgeVigente } from './cabecera-del-edge';

/** Once the browser has painted what is on screen: a new page's content comes before its head. */
const trasPintar = () => new Promise<void>((resolve) => { requestAnimationFrame(() => { setTimeout(resolve, 0); }); });

/**
 * Writes the head pageMeta() gives for `input`, once its code (and every route's words) is here: a chunk of its
 * own, asked for after the page is painted (a tap on an offer shows the offer first). A chunk that fails to
 * arrive leaves the previous head.
 */
function escribirCabecera(input: PageMetaInput, pathname: string): () => void {
  let vigente = true;
  trasPintar()
    .then(() => (vigente ? import('@portal/shared/metadatos') : null))
    .then(
      (metadatos) => { if (metadatos && vigente) applyPageMeta(metadatos.pageMeta(input), pathname); },
      () => {},
    );
  return () => { vigente = false; };
}

/**
 * What the route on screen shows, as the route declares it (RouteDef.subject), read through useQuery under the
 * key its page reads it by (the edge's answer when it rendered the page): {} when it shows nothing of its own,
 * undefined until it answers.
 */
function useSubjectOfRoute(route: RouteDef | null): SubjectMeta | undefined {
  const params = useParams();
  const { idDominio } = useAtomValue(portalConfigAtom);
  const query = useMemo(() => subjectOf(route, params, idDominio), [route, params, idDominio]);
  const { data, error, loading } = useQuery(query?.key ?? null, (signal) => query!.fetch(signal));
  return useMemo(() => {
    if (!query) return {};
    if (loading) return undefined;
    return readSubject(query, error === undefined ? { answer: data } : failedSubject(error));
  }, [query, data, error, loading]);
}

/**
 * Sets the document's title, description, canonical link, robots and social-card tags for the route on
 * screen (null: the 404 page), from the same pageMeta() the edge server puts into the HTML it sends; the page
 * the edge rendered keeps the edge's head (cabecera-del-edge.ts).
 */
export function usePageMetadata(route: RouteDef | null): void {
  const portal = useAtomValue(portalConfigAtom);
  const { pathname, key } = useLocation();
  const subject = useSubjectOfRoute(route);
  // An unknown offer, landing, CMS page, article or event is the 404 page, as their remotes show it.
  const shown = subject?.notFound ? null : route;
  useEffect(() => {
    if (cabeceraDelEdgeVigente(key)) return;
    const { oferta, landing, contenido } = subject ?? {};
    return escribirCabecera({ route: shown, portal, url: new URL(pathname, window.location.origin).href, oferta, landing, contenido }, pathname);
  }, [shown, portal, pathname, key, subject]);
}

/** The metadata of a disabled portal's only page (rendered without a router), as the edge sends it. */
export function useDisabledPortalMetadata(): void {
  const portal = useAtomValue(portalConfigAtom);
  useEffect(
    () => escribirCabecera({ route: null, portal: { ...portal, estado: 'DESACTIVADO' }, url: window.location.href }, window.location.pathname),
    [portal],
  );
}

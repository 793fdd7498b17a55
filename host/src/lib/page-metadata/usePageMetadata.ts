import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useQuery } from '@portal/shared/api';
import { portalConfigAtom } from '@portal/shared/state';
import type { RouteDef, SubjectMeta } from '@portal/shared/routes';
import { applyPageMeta } from './apply-page-meta';
import { cabeceraDelEdgeVigente } from './cabecera-del-edge';

/** Runs `escribir` once the browser has painted what is on screen (a new page's content before its head); answers a cancel. */
function trasPintar(escribir: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => { timer = setTimeout(escribir, 0); });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

type Metadatos = typeof import('@portal/shared/metadatos');

/** pageMeta(), the route words and the subjects' calls: their chunk, once a head is to be written (the edge wrote the first). */
let metadatosCargados: Metadatos | null = null;
const cargarMetadatos = () => import('@portal/shared/metadatos').then((metadatos) => (metadatosCargados = metadatos));

/**
 * That chunk, once this page needs it: null on the path whose head the edge wrote (its query string may change),
 * and until it arrives. A page opened by a navigation to another path asks for it after its first render (an
 * effect): asked for at the tap, it was evaluated in the middle of the new page's render and delayed it on a slow
 * phone (issue 27). Its subject is then read under the key its page already asked for: one request.
 */
function useMetadatos(pathname: string): Metadatos | null {
  const [metadatos, setMetadatos] = useState(metadatosCargados);
  useEffect(() => {
    if (metadatos || cabeceraDelEdgeVigente(pathname)) return;
    let vigente = true;
    cargarMetadatos().then(
      (cargados) => { if (vigente) setMetadatos(cargados); },
      () => {},
    );
    return () => { vigente = false; };
  }, [metadatos, pathname]);
  return metadatos;
}

/**
 * What the route on screen shows, as the route declares it (RouteDef.subject), read through useQuery under the
 * key its page reads it by: {} when it shows nothing of its own, undefined until it answers (or until the
 * subjects' code is here).
 */
function useSubjectOfRoute(route: RouteDef | null, metadatos: Metadatos | null): SubjectMeta | undefined {
  const params = useParams();
  const { idDominio } = useAtomValue(portalConfigAtom);
  const query = useMemo(() => metadatos?.subjectOf(route, params, idDominio) ?? null, [metadatos, route, params, idDominio]);
  const { data, error, loading } = useQuery(query?.key ?? null, (signal) => query!.fetch(signal));
  return useMemo(() => {
    if (!route?.subject) return {};
    if (!metadatos) return undefined;
    if (!query) return {};
    if (loading) return undefined;
    return metadatos.readSubject(query, error === undefined ? { answer: data } : metadatos.failedSubject(error));
  }, [route, metadatos, query, data, error, loading]);
}

/**
 * Sets the document's title, description, canonical link, robots and social-card tags for the route on
 * screen (null: the 404 page), from the same pageMeta() the edge server puts into the HTML it sends, once the
 * new page is painted; the page the edge rendered keeps the edge's head (cabecera-del-edge.ts).
 */
export function usePageMetadata(route: RouteDef | null): void {
  const portal = useAtomValue(portalConfigAtom);
  const { pathname } = useLocation();
  const metadatos = useMetadatos(pathname);
  const subject = useSubjectOfRoute(route, metadatos);
  // An unknown offer, landing, CMS page, article or event is the 404 page, as their remotes show it.
  const shown = subject?.notFound ? null : route;
  useEffect(() => {
    if (!metadatos || cabeceraDelEdgeVigente(pathname)) return;
    const { oferta, landing, contenido } = subject ?? {};
    const input = { route: shown, portal, url: new URL(pathname, window.location.origin).href, oferta, landing, contenido };
    return trasPintar(() => { applyPageMeta(metadatos.pageMeta(input), pathname); });
  }, [metadatos, shown, portal, pathname, subject]);
}

/** The metadata of a disabled portal's only page (rendered without a router), as the edge sends it. */
export function useDisabledPortalMetadata(): void {
  const portal = useAtomValue(portalConfigAtom);
  useEffect(() => {
    let vigente = true;
    cargarMetadatos().then(
      ({ pageMeta }) => {
        if (vigente) applyPageMeta(pageMeta({ route: null, portal: { ...portal, estado: 'DESACTIVADO' }, url: window.location.href }), window.location.pathname);
      },
      () => {},
    );
    return () => { vigente = false; };
  }, [portal]);
}

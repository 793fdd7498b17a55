import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { getOferta } from '@portal/shared/api';
import type { Oferta } from '@portal/shared/contract';
import { portalConfigAtom } from '@portal/shared/state';
import { pageMeta, parseOfertaParam, type RouteDef } from '@portal/shared/routes';
import { applyPageMeta } from './apply-page-meta';

/** The offer of a page with an `{oferta}` param, for its title and description; null elsewhere or until it answers. */
function useOfertaOfRoute(route: RouteDef | null) {
  const { oferta: segment } = useParams();
  const idOferta = route && segment ? parseOfertaParam(segment) : null;
  const [oferta, setOferta] = useState<Oferta | null>(null);
  useEffect(() => {
    if (idOferta === null) return undefined;
    const controller = new AbortController();
    // A failed request leaves the route's own title: the offer page itself says what went wrong.
    Promise.resolve()
      .then(() => getOferta(idOferta, controller.signal))
      .then((answer) => { if (!controller.signal.aborted) setOferta(answer); }, () => undefined);
    return () => { controller.abort(); };
  }, [idOferta]);
  return oferta?.idOferta === idOferta ? oferta : null;
}

/**
 * Sets the document's title, description, canonical link, robots and social-card tags for the route on
 * screen (null: the 404 page), from the same pageMeta() the edge server puts into the HTML it sends.
 */
export function usePageMetadata(route: RouteDef | null): void {
  const portal = useAtomValue(portalConfigAtom);
  const { pathname } = useLocation();
  const oferta = useOfertaOfRoute(route);
  useEffect(() => {
    applyPageMeta(pageMeta({ route, portal, url: new URL(pathname, window.location.origin).href, oferta }), pathname);
  }, [route, portal, pathname, oferta]);
}

/** The metadata of a disabled portal's only page (rendered without a router), as the edge sends it. */
export function useDisabledPortalMetadata(): void {
  const portal = useAtomValue(portalConfigAtom);
  useEffect(() => {
    applyPageMeta(pageMeta({ route: null, portal: { ...portal, estado: 'DESACTIVADO' }, url: window.location.href }), window.location.pathname);
  }, [portal]);
}

import { sessionAtom } from '@portal/shared/state';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AccionLogin } from './accion-login';

/**
 * Back from the login page with `?accion=<accion>`: runs `accion` once for the signed-in candidate (with
 * the URL's parameters) and drops those parameters, so a reload does not repeat it. With `soloAccion`
 * only `accion` goes: on a results page the other parameters are the search itself.
 */
export function useAccionPendiente(accion: AccionLogin, ejecutar: (params: URLSearchParams) => boolean, { soloAccion = false } = {}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const signedIn = useAtomValue(sessionAtom) !== null;
  const hecha = useRef(false);
  useEffect(() => {
    if (hecha.current || !signedIn || searchParams.get('accion') !== accion) return;
    // `ejecutar` answers false while it cannot run yet (e.g. its data still loading): try on the next render.
    if (!ejecutar(searchParams)) return;
    hecha.current = true;
    const quedan = new URLSearchParams(soloAccion ? searchParams : undefined);
    quedan.delete('accion');
    setSearchParams(quedan, { replace: true });
  });
}

import { useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { getPreguntasReclutador } from '@portal/shared/api';
import { preguntasPendientesAtom, sessionAtom } from '@portal/shared/state';
import type { MenuLink } from '../../lib/route-links';

export const PREGUNTAS = '/preguntas-reclutadores';

/** Recruiters' questions waiting for an answer, asked once a session; the questions pages keep it current. */
export function usePreguntasPendientes(links: readonly MenuLink[]): number | undefined {
  const [pendientes, setPendientes] = useAtom(preguntasPendientesAtom);
  const conSesion = useAtomValue(sessionAtom) !== null;
  const enMenu = links.some((link) => link.to === PREGUNTAS);
  useEffect(() => {
    if (!enMenu || !conSesion || pendientes !== undefined) return;
    const controller = new AbortController();
    // The menu works without its count, whatever fails (also before the api client is configured).
    Promise.resolve()
      .then(() => getPreguntasReclutador(controller.signal))
      .then((respuesta) => setPendientes(respuesta.pendientes), () => {});
    return () => controller.abort();
  }, [enMenu, conSesion, pendientes, setPendientes]);
  return pendientes;
}

import type { CandidatoSesion, LoginRespuesta } from '@portal/shared/contract';
import { href } from '@portal/shared/routes';
import { rutaDeVuelta } from '@portal/shared/ruta-de-vuelta';
import { sessionAtom, storeSession } from '@portal/shared/state';
import { useSetAtom, useStore } from 'jotai';
import { useCallback } from 'react';

/**
 * Where a signed-in candidate goes from the sign-in and registration pages: by the registration state
 * (SPEC.md "Login state"), basic data first while INCOMPLETO, then the safe `redirect` path or, without one,
 * the candidate's home, /dashboard (SPEC.md does not say where sign-in lands).
 */
export function destinoConSesion(candidato: Pick<CandidatoSesion, 'estado' | 'datosPorActualizar'>, redirect: string | null): string {
  const destino = rutaDeVuelta(redirect, href('dashboard'));
  if (candidato.estado === 'FINALIZADO' && !candidato.datosPorActualizar) return destino;
  // Data to complete, or complete but not confirmed for a year: that page first, then the way back.
  const pagina = href(candidato.estado === 'FINALIZADO' ? 'actualizaTusDatos' : 'datosBasicos');
  return destino === href('dashboard') ? pagina : `${pagina}?${new URLSearchParams({ redirect: destino }).toString()}`;
}

/** Starts a session from a login answer, as the password sign-in does: cookies and the shared store. */
export function useIniciarSesion(): (respuesta: LoginRespuesta) => void {
  const setSession = useSetAtom(sessionAtom);
  return useCallback((respuesta) => { setSession(storeSession(respuesta)); }, [setSession]);
}

/** Updates the stored candidate (basic data saved, e-mail changed) without touching the credential. */
export function useActualizarCandidato(): (cambios: Partial<CandidatoSesion>) => void {
  const store = useStore();
  const setSession = useSetAtom(sessionAtom);
  return useCallback(
    (cambios) => {
      const session = store.get(sessionAtom);
      if (session) setSession(storeSession({ login: session.login, candidato: { ...session.candidato, ...cambios } }));
    },
    [store, setSession],
  );
}

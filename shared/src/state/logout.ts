import { useSetAtom, useStore } from 'jotai';
import { useCallback } from 'react';
import { logoutApi } from '@portal/shared/api';
import { clearStoredSession, readStoredSession, sesionExpiradaAtom, sessionAtom } from './session';

/**
 * Logout as SPEC.md section 4 says: clear stored login and candidate, call the logout endpoint without
 * waiting when there was a jwt. Navigation is the caller's.
 */
export function useLogout(): () => void {
  const store = useStore();
  const setSession = useSetAtom(sessionAtom);
  const setSesionExpirada = useSetAtom(sesionExpiradaAtom);
  return useCallback(() => {
    const jwt = store.get(sessionAtom)?.login.jwt ?? readStoredSession()?.login.jwt;
    clearStoredSession();
    setSession(null);
    // Signed out on purpose: login-required pages ask to sign in again, not "Tu sesión ha finalizado".
    setSesionExpirada(false);
    if (jwt) logoutApi(jwt);
  }, [store, setSession, setSesionExpirada]);
}

import { useSetAtom, useStore } from 'jotai';
import { useCallback } from 'react';
import { logoutApi } from '@portal/shared/api';
import { clearStoredSession, readStoredSession, sessionAtom } from './session';

/**
 * Logout as SPEC.md section 4 says: clear stored login and candidate, call the logout endpoint without
 * waiting when there was a jwt. Navigation is the caller's.
 */
export function useLogout(): () => void {
  const store = useStore();
  const setSession = useSetAtom(sessionAtom);
  return useCallback(() => {
    const jwt = store.get(sessionAtom)?.login.jwt ?? readStoredSession()?.login.jwt;
    clearStoredSession();
    setSession(null);
    if (jwt) logoutApi(jwt);
  }, [store, setSession]);
}

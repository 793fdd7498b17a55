import { createStore } from 'jotai';
import { clearStoredSession, readStoredSession, sesionExpiradaAtom, sessionAtom } from './session';

export type PortalStore = ReturnType<typeof createStore>;

/** The one jotai store, created by the host (or a standalone remote) and shared with every app. */
export function createPortalStore(): PortalStore {
  const store = createStore();
  const stored = readStoredSession();
  // No stored login at start: reset the saved login to null (SPEC.md section 4).
  if (!stored) clearStoredSession();
  store.set(sessionAtom, stored);
  return store;
}

/** For 401/403 answers: drop the session everywhere, remembering that it ended this way. */
export function expireSession(store: PortalStore): void {
  clearStoredSession();
  if (store.get(sessionAtom)) store.set(sesionExpiradaAtom, true);
  store.set(sessionAtom, null);
}

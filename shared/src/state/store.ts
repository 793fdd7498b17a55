import { createStore } from 'jotai';
import { clearStoredSession, readStoredSession, sessionAtom } from './session';

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

/** For 401/403 answers: drop the session everywhere. */
export function expireSession(store: PortalStore): void {
  clearStoredSession();
  store.set(sessionAtom, null);
}

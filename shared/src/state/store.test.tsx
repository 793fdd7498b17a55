import { act, renderHook } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { createPortalStore, expireSession, sesionExpiradaAtom, sessionAtom, useLogout } from '@portal/shared/state';

jest.mock('@portal/shared/api', () => ({ logoutApi: jest.fn() }));

const camila = {
  login: { jwt: 'jwt' },
  candidato: { idCandidato: 1, nombres: 'Camila', apellidos: 'Rojas', correo: 'demo@portal.cl', archivo: null, estado: 'FINALIZADO' as const },
};

describe('an ended session', () => {
  it('is remembered when a 401/403 drops a signed-in session', () => {
    const store = createPortalStore();
    store.set(sessionAtom, camila);
    expireSession(store);
    expect(store.get(sessionAtom)).toBeNull();
    expect(store.get(sesionExpiradaAtom)).toBe(true);
  });

  it('is not claimed for a visitor who had no session', () => {
    const store = createPortalStore();
    expireSession(store);
    expect(store.get(sesionExpiradaAtom)).toBe(false);
  });

  it('is forgotten when the candidate signs out on purpose', () => {
    const store = createPortalStore();
    store.set(sesionExpiradaAtom, true);
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => useLogout(), { wrapper });
    act(() => result.current());
    expect(store.get(sesionExpiradaAtom)).toBe(false);
  });
});

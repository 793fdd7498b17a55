import { CANDIDATO_COOKIE, LOGIN_COOKIE, clearStoredSession, readStoredSession, storeSession } from './session';
import { createPortalStore } from './store';
import { sessionAtom } from './session';

const answer = {
  login: { jwt: 'header.payload.signature' },
  candidato: { idCandidato: 1, nombres: 'Camila', apellidos: 'Rojas', correo: 'demo@portal.cl', archivo: null, estado: 'FINALIZADO' as const },
};

afterEach(() => clearStoredSession());

describe('stored session', () => {
  it('round-trips through the loginComunidad and candidatoComunidad cookies', () => {
    storeSession(answer);
    expect(document.cookie).toContain(`${LOGIN_COOKIE}=`);
    expect(document.cookie).toContain(`${CANDIDATO_COOKIE}=`);
    expect(readStoredSession()).toEqual(answer);
  });

  it('treats a damaged cookie as signed out', () => {
    document.cookie = `${LOGIN_COOKIE}=%7Bnot-json; Path=/`;
    expect(readStoredSession()).toBeNull();
  });

  it('starts the store with the stored session', () => {
    storeSession(answer);
    expect(createPortalStore().get(sessionAtom)?.candidato.nombres).toBe('Camila');
  });

  it('resets a half-stored login to null at start', () => {
    document.cookie = `${LOGIN_COOKIE}=${encodeURIComponent(JSON.stringify(answer.login))}; Path=/`;
    expect(createPortalStore().get(sessionAtom)).toBeNull();
    expect(document.cookie).not.toContain(`${LOGIN_COOKIE}=`);
  });
});

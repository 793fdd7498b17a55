// Sign in with the seeded demo candidate, see the session cookie, sign out.
import { browser, currentPath, openPage, useBrowser } from './support/browser';
import { findByRole, waitForText } from './support/queries';
import { signOutOn } from './support/session';
import { OUTCOME_TIMEOUT_MS } from './support/timeouts';

useBrowser();

const DEMO = { usuario: 'demo@portal.cl', clave: 'Demo1234!' };
const SEVEN_DAYS_S = 604_800;

const loginCookie = async () => (await browser().getCookies(['loginComunidad']))[0];

async function signIn(usuario: string, clave: string) {
  await openPage('localhost', '/ingresa-a-tu-cuenta');
  await (await findByRole('textbox', { name: /correo|RUN/i })).setValue(usuario);
  await browser().$('input[type="password"]').setValue(clave);
  await (await findByRole('button', { name: /ingres|inici|entrar/i })).click();
}

describe('session', () => {
  beforeEach(() => signOutOn());

  test('the demo candidate signs in, gets the 7-day loginComunidad cookie, and signing out clears it and returns home', async () => {
    await signIn(DEMO.usuario, DEMO.clave);

    await browser().waitUntil(async () => Boolean(await loginCookie()), {
      timeout: OUTCOME_TIMEOUT_MS,
      timeoutMsg: 'no loginComunidad cookie after signing in',
    });
    const cookie = (await loginCookie())!;
    expect(cookie.value).not.toBe('');
    const remaining = (cookie.expiry ?? 0) - Date.now() / 1000;
    expect(remaining).toBeGreaterThan(SEVEN_DAYS_S - 300);
    expect(remaining).toBeLessThanOrEqual(SEVEN_DAYS_S + 60);

    await openPage('localhost', '/logout');

    await browser().waitUntil(async () => (await currentPath()) === '/' && !(await loginCookie()), {
      timeout: OUTCOME_TIMEOUT_MS,
      timeoutMsg: 'after /logout the browser is not on / without the loginComunidad cookie',
    });
    const candidato = await browser().execute(() => localStorage.getItem('candidatoComunidad'));
    expect(candidato).toBeNull();
    expect(await browser().getCookies(['candidatoComunidad'])).toEqual([]);
  });

  test('a wrong password shows "Correo, RUN o contraseña incorrectos." and starts no session', async () => {
    await signIn(DEMO.usuario, 'Equivocada123!');

    await waitForText('Correo, RUN o contraseña incorrectos.');
    expect(await loginCookie()).toBeUndefined();
  });
});

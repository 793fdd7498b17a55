// Session and access: login-required routes go through sign-in and back, a rejected session ends on
// /sin-sesion, the browser-id cookie and the cached portal configuration.
import { browser, currentPath, openPage, useBrowser } from './support/browser';
import { findByRole } from './support/queries';
import { signOutOn } from './support/session';
import { OUTCOME_TIMEOUT_MS } from './support/timeouts';

useBrowser();

const DEMO = { usuario: 'demo@portal.cl', clave: 'Demo1234!' };

async function signInOnThisPage() {
  await (await findByRole('textbox', { name: /correo|RUN/i })).setValue(DEMO.usuario);
  await browser().$('input[type="password"]').setValue(DEMO.clave);
  await (await findByRole('button', { name: /ingres|inici|entrar/i })).click();
}

const currentUrl = async () => {
  const url = new URL(await browser().getUrl());
  return `${url.pathname}${url.search}`;
};

async function waitForUrl(expected: string) {
  await browser().waitUntil(async () => (await currentUrl()) === expected, {
    timeout: OUTCOME_TIMEOUT_MS,
    timeoutMsg: `the browser never reached ${expected}`,
  });
}

describe('session and access', () => {
  beforeEach(() => signOutOn());

  test('a visitor opening /auth signs in on the login page and comes back to /auth', async () => {
    await openPage('localhost', '/auth');

    await waitForUrl('/ingresa-a-tu-cuenta?redirect=%2Fauth');
    await signInOnThisPage();

    await findByRole('heading', { name: 'Sesión iniciada como Camila Rojas Muñoz' });
    expect(await currentPath()).toBe('/auth');
    await findByRole('link', { name: 'Continuar' });
    await (await findByRole('link', { name: 'Cerrar sesión' })).click();
    await browser().waitUntil(async () => (await currentPath()) === '/', { timeout: OUTCOME_TIMEOUT_MS, timeoutMsg: 'sign-out did not go home' });
  });

  test('a session the api rejects ends on "Tu sesión ha finalizado", and "Ingresar" leads back to /auth', async () => {
    const candidato = { idCandidato: 1, nombres: 'Camila', apellidos: 'Rojas Muñoz', correo: 'demo@portal.cl', archivo: null, estado: 'FINALIZADO' };
    await browser().setCookies([
      { name: 'loginComunidad', value: encodeURIComponent(JSON.stringify({ jwt: 'jwt.revocado.invalido' })), path: '/' },
      { name: 'candidatoComunidad', value: encodeURIComponent(JSON.stringify(candidato)), path: '/' },
    ]);

    await openPage('localhost', '/auth');

    await findByRole('heading', { name: 'Tu sesión ha finalizado' });
    expect(await currentUrl()).toBe('/sin-sesion?redirect=%2Fauth');
    expect(await browser().getCookies(['loginComunidad'])).toEqual([]);

    await (await findByRole(['link', 'button'], { name: 'Ingresar' })).click();
    await waitForUrl('/ingresa-a-tu-cuenta?redirect=%2Fauth');
    await signInOnThisPage();
    await findByRole('heading', { name: 'Sesión iniciada como Camila Rojas Muñoz' });
  });

  test('the browser gets one browser-id cookie, kept across visits', async () => {
    const browserId = async () => (await browser().getCookies(['idNavegador']))[0]?.value;
    await openPage('localhost', '/noticias');
    await browser().waitUntil(async () => Boolean(await browserId()), { timeout: OUTCOME_TIMEOUT_MS, timeoutMsg: 'no idNavegador cookie' });
    const first = await browserId();
    expect(first).toMatch(/^[0-9a-f]{32}$/);

    await openPage('localhost', '/');
    await findByRole('link', { name: 'Ingresar' });
    expect(await browserId()).toBe(first);
  });

  test('the portal configuration is cached in local storage for 60 minutes', async () => {
    await openPage('feria.localhost', '/');
    await findByRole('heading', { name: 'Feria Laboral Virtual' });

    const cached = await browser().execute(() => localStorage.getItem('configuracionPortal'));
    const item = JSON.parse(cached ?? 'null') as { value: { nombre: string }; expiry: number } | null;
    expect(item?.value.nombre).toBe('Feria Laboral Virtual');
    const minutesLeft = ((item?.expiry ?? 0) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(58);
    expect(minutesLeft).toBeLessThanOrEqual(60);
  });
});

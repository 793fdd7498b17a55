// The demo candidate's session through the browser, as a person signs in and out, and waiting for where a
// step lands.
import { browser, currentPath, openPage, type DemoHost } from './browser';
import { findByRole } from './queries';
import { OUTCOME_TIMEOUT_MS } from './timeouts';

/** Signs the demo candidate in on `host`'s sign-in page and waits until the page sends it on. */
export async function signInAsDemo(host: DemoHost = 'localhost') {
  await openPage(host, '/ingresa-a-tu-cuenta');
  await (await findByRole('textbox', { name: /correo|RUN/i })).setValue('demo@portal.cl');
  await browser().$('input[type="password"]').setValue('Demo1234!');
  await (await findByRole('button', { name: 'Ingresar' })).click();
  await browser().waitUntil(async () => (await currentPath()) !== '/ingresa-a-tu-cuenta', { timeout: OUTCOME_TIMEOUT_MS });
}

/** Forgets the session: its cookie and what the apps kept in localStorage. */
export async function signOut() {
  await browser().deleteCookies();
  await browser().execute(() => localStorage.clear());
}

/** Opens `path` on `host` and forgets the session there: localStorage is per origin, so one of its pages must be open. */
export async function signOutOn(host: DemoHost = 'localhost', path = '/') {
  await openPage(host, path);
  await signOut();
}

/** Waits until the browser is at `path`, or fails naming where it stayed. */
export async function waitForPath(path: string) {
  let last = '';
  await browser()
    .waitUntil(async () => (last = await currentPath()) === path, { timeout: OUTCOME_TIMEOUT_MS })
    .catch(() => {
      throw new Error(`never reached ${path}: the page stayed on ${last}`);
    });
}

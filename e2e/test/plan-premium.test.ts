// The premium plan (SUSCRIPCION_PREMIUM, issue 25) as a visitor meets it: the plan page arrives rendered by the
// edge, «Suscribirme» goes through sign-in and back to the plan, subscribed without another tap, the dashboard
// shows it and the account settings end it again (so later suites see the demo candidate as the seed left her).
import { browser, openPage, useBrowser } from './support/browser';
import { axeViolations, expectAccessibleOnPhone, fromEdge } from './support/contenido';
import { findByRole, waitForText } from './support/queries';
import { signOutOn, waitForPath } from './support/session';

useBrowser();

beforeAll(() => signOutOn('localhost', '/'));

test('the plan page arrives rendered, indexable, and passes WCAG 2.1 AA on a phone and a desktop', async () => {
  const { status, root, html } = await fromEdge('/plan-premium');
  expect(status).toBe(200);
  expect(root).toContain('Informes de sueldo completos');
  expect(root).toContain('Suscribirme');
  expect(html).toMatch(/<meta name="robots" content="index, follow"/);

  await expectAccessibleOnPhone([['/plan-premium', 'Plan premium']]);
  await openPage('localhost', '/plan-premium');
  await findByRole('button', { name: 'Suscribirme' });
  expect(await axeViolations()).toEqual([]);
});

test('a visitor taps «Suscribirme», signs in, comes back subscribed, sees it on the dashboard and ends it in the settings', async () => {
  await openPage('localhost', '/plan-premium');
  await (await findByRole('button', { name: 'Suscribirme' })).click();
  await waitForPath('/ingresa-a-tu-cuenta');
  await (await findByRole('textbox', { name: /correo|RUN/i })).setValue('demo@portal.cl');
  await browser().$('input[type="password"]').setValue('Demo1234!');
  await (await findByRole('button', { name: 'Ingresar' })).click();

  await waitForPath('/plan-premium');
  await waitForText(/Tu plan premium está vigente desde el \d+ de \w+ de \d{4}\./);
  expect(await browser().execute(() => window.location.search)).toBe('');

  await openPage('localhost', '/dashboard');
  await findByRole('heading', { name: 'Plan premium' });
  await waitForText(/Vigente desde el \d+ de \w+ de \d{4}\./);

  await openPage('localhost', '/configuracion-cuenta');
  await (await findByRole('button', { name: 'Terminar plan premium' })).click();
  await (await findByRole('button', { name: 'Sí, terminar mi plan' })).click();
  await waitForText(/Tu plan premium terminó el \d+ de \w+ de \d{4}\./);
  await signOutOn('localhost', '/');
});

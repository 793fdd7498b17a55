import type { SuscripcionPremium } from '@portal/shared/contract';
import { clearStoredSession, sessionAtom, storeSession, type PortalStore } from '@portal/shared/state';
import { renderPage, stubApi } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { PlanPremiumPage } from './PlanPremiumPage';

const conSesion = (store: PortalStore) => {
  store.set(
    sessionAtom,
    storeSession({ login: { jwt: 'jwt-camila' }, candidato: { idCandidato: 1, nombres: 'Camila', apellidos: 'Rojas', correo: 'demo@portal.cl', archivo: null, estado: 'FINALIZADO' } }),
  );
};

const sinPlan: SuscripcionPremium = { plan: 'PREMIUM', vigente: false, desde: null, hasta: null };
const vigente: SuscripcionPremium = { plan: 'PREMIUM', vigente: true, desde: '2026-11-24T15:00:00.000Z', hasta: null };

const renderPlan = (url = '/plan-premium', sesion = false) => renderPage(<PlanPremiumPage />, { path: '/plan-premium', url, seed: sesion ? conSesion : undefined });

beforeEach(() => { clearStoredSession(); });

describe('PlanPremiumPage', () => {
  it('says what the plan includes and that it is free for now', () => {
    stubApi(() => ({ status: 500, body: {} }));
    renderPlan();
    expect(screen.getByRole('heading', { level: 1, name: 'Plan premium' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Informes de sueldo completos' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tu perfil frente a otros postulantes' })).toBeInTheDocument();
    expect(screen.getByText(/Por ahora el plan premium es gratuito: no te pedimos medios de pago ni hacemos ningún cobro/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver los informes de sueldo' })).toHaveAttribute('href', '/informe-de-sueldo-teaser');
  });

  it('sends a visitor who taps «Suscribirme» to sign in, coming back to the plan with the action', async () => {
    const { requests } = stubApi(() => ({ status: 500, body: {} }));
    const { user } = renderPlan();

    await user.click(screen.getByRole('button', { name: 'Suscribirme' }));
    const destino = new URL((await screen.findByText(/Otra ruta:/)).textContent!.replace('Otra ruta: ', ''), 'http://x');
    expect(destino.pathname).toBe('/ingresa-a-tu-cuenta');
    expect(destino.searchParams.get('redirect')).toBe('/plan-premium?accion=SUSCRIPCION_PREMIUM');
    expect(requests).toEqual([]);
  });

  it('subscribes by itself when the candidate comes back signed in, and says since when', async () => {
    const { requests } = stubApi(({ method }) => (method === 'POST' ? { status: 201, body: vigente } : { body: sinPlan }), { jwt: 'jwt-camila' });
    renderPlan('/plan-premium?accion=SUSCRIPCION_PREMIUM', true);

    expect(await screen.findByRole('status')).toHaveTextContent('Tu plan premium está vigente desde el 24 de noviembre de 2026.');
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.url.pathname).toBe('/api/cuenta/suscripcion-premium');
    expect(JSON.parse(posts[0]!.body)).toEqual({ plan: 'PREMIUM' });
    expect(posts[0]!.headers.get('authorization')).toBe('Bearer jwt-camila');
    expect(screen.queryByRole('button', { name: 'Suscribirme' })).not.toBeInTheDocument();
  });

  it('a signed-in candidate subscribes with one tap; a refusal says so and leaves the button', async () => {
    let intentos = 0;
    stubApi(({ method }) => {
      if (method !== 'POST') return { body: sinPlan };
      intentos += 1;
      return intentos === 1 ? { status: 402, body: { statusCode: 402, error: 'Payment Required', code: 'COBRO_RECHAZADO', message: 'No pudimos procesar el pago.' } } : { status: 201, body: vigente };
    }, { jwt: 'jwt-camila' });
    const { user } = renderPlan('/plan-premium', true);

    await user.click(await screen.findByRole('button', { name: 'Suscribirme' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos completar tu suscripción. Inténtalo nuevamente.');
    await user.click(screen.getByRole('button', { name: 'Suscribirme' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Tu plan premium está vigente desde el/);
  });

  it('a candidate already subscribed sees the plan running, with where to end it', async () => {
    stubApi(() => ({ body: vigente }), { jwt: 'jwt-camila' });
    renderPlan('/plan-premium', true);

    expect(await screen.findByRole('status')).toHaveTextContent('Tu plan premium está vigente desde el 24 de noviembre de 2026.');
    expect(screen.getByRole('link', { name: 'Configuración de la cuenta' })).toHaveAttribute('href', '/configuracion-cuenta');
  });
});

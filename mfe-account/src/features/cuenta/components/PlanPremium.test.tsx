import type { SuscripcionPremium } from '@portal/shared/contract';
import { clearStoredSession, sessionAtom, storeSession, type PortalStore } from '@portal/shared/state';
import { renderPage, stubApi } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import { loginDe, rechazo } from '../../../testing/candidato';
import { ConfiguracionCuentaPage } from './ConfiguracionCuentaPage';

const conSesion = { seed: (store: PortalStore) => { store.set(sessionAtom, storeSession(loginDe())); } };
const vigente: SuscripcionPremium = { plan: 'PREMIUM', vigente: true, desde: '2026-11-24T15:00:00.000Z', hasta: null };
const terminado: SuscripcionPremium = { ...vigente, vigente: false, hasta: '2026-11-30T15:00:00.000Z' };

const renderConfiguracion = () => renderPage(<ConfiguracionCuentaPage />, { path: '/configuracion-cuenta', ...conSesion });

beforeEach(() => { clearStoredSession(); });

describe('the premium plan in the account settings', () => {
  it('«Terminar plan premium» asks to confirm, then ends the plan and says when it ended', async () => {
    const { requests } = stubApi(({ method }) => ({ body: method === 'DELETE' ? terminado : vigente }), { jwt: 'jwt-de-prueba' });
    const { user } = renderConfiguracion();

    const plan = within(await screen.findByRole('region', { name: 'Plan premium' }));
    expect(plan.getByText(/Tu plan premium está vigente desde el/).textContent).toBe('Tu plan premium está vigente desde el 24 de noviembre de 2026.');
    await user.click(plan.getByRole('button', { name: 'Terminar plan premium' }));

    const dialogo = within(screen.getByRole('alertdialog', { name: '¿Terminar tu plan premium?' }));
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(dialogo.getByRole('button', { name: 'Sí, terminar mi plan' }));

    expect((await plan.findByText(/^Tu plan premium terminó/)).textContent).toBe('Tu plan premium terminó el 30 de noviembre de 2026. Conoce el plan premium');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const borrado = requests.find((r) => r.method === 'DELETE')!;
    expect(borrado.url.pathname).toBe('/api/cuenta/suscripcion-premium');
    expect(borrado.headers.get('authorization')).toBe('Bearer jwt-de-prueba');
  });

  it('«Cancelar» keeps the plan running', async () => {
    const { requests } = stubApi(() => ({ body: vigente }), { jwt: 'jwt-de-prueba' });
    const { user } = renderConfiguracion();

    const plan = within(await screen.findByRole('region', { name: 'Plan premium' }));
    await user.click(plan.getByRole('button', { name: 'Terminar plan premium' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancelar' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(plan.getByRole('button', { name: 'Terminar plan premium' })).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
  });

  it('shows the api’s message when the plan cannot be ended', async () => {
    stubApi(({ method }) => (method === 'DELETE' ? rechazo(409, 'PLAN_PREMIUM_NO_VIGENTE', 'No tienes un plan premium vigente.') : { body: vigente }), { jwt: 'jwt-de-prueba' });
    const { user } = renderConfiguracion();

    await user.click(await screen.findByRole('button', { name: 'Terminar plan premium' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sí, terminar mi plan' }));
    expect(await within(screen.getByRole('alertdialog')).findByRole('alert')).toHaveTextContent('No tienes un plan premium vigente.');
  });

  it('without a plan, links to the plan page instead', async () => {
    stubApi(() => ({ body: { plan: 'PREMIUM', vigente: false, desde: null, hasta: null } }), { jwt: 'jwt-de-prueba' });
    renderConfiguracion();

    const plan = within(await screen.findByRole('region', { name: 'Plan premium' }));
    expect(plan.getByRole('link', { name: 'Conoce el plan premium' })).toHaveAttribute('href', '/plan-premium');
    expect(plan.queryByRole('button')).not.toBeInTheDocument();
  });
});

import { clearStoredSession, sessionAtom, storeSession, type PortalStore } from '@portal/shared/state';
import { renderPage, stubApi } from '@portal/shared/testing';
import { act, screen } from '@testing-library/react';
import { loginDe } from '../../../testing/candidato';
import { PlanPremiumResumen } from './PlanPremiumResumen';

const conSesion = { seed: (store: PortalStore) => { store.set(sessionAtom, storeSession(loginDe())); } };

beforeEach(() => { clearStoredSession(); });

describe('PlanPremiumResumen (the dashboard card of issue 25)', () => {
  it('shows the plan and since when', async () => {
    stubApi(() => ({ body: { plan: 'PREMIUM', vigente: true, desde: '2026-11-24T15:00:00.000Z', hasta: null } }), { jwt: 'jwt' });
    renderPage(<PlanPremiumResumen />, { path: '/dashboard', ...conSesion });

    expect(await screen.findByRole('heading', { level: 2, name: 'Plan premium' })).toBeInTheDocument();
    expect(screen.getByText(/^Vigente desde el/).textContent).toBe('Vigente desde el 24 de noviembre de 2026.');
    expect(screen.getByRole('link', { name: 'Qué incluye tu plan' })).toHaveAttribute('href', '/plan-premium');
  });

  it('says when an ended plan ended', async () => {
    stubApi(() => ({ body: { plan: 'PREMIUM', vigente: false, desde: '2026-11-24T15:00:00.000Z', hasta: '2026-11-30T15:00:00.000Z' } }), { jwt: 'jwt' });
    renderPage(<PlanPremiumResumen />, { path: '/dashboard', ...conSesion });

    expect((await screen.findByText(/^Tu plan premium terminó/)).textContent).toBe('Tu plan premium terminó el 30 de noviembre de 2026.');
  });

  it('shows nothing for an account that never subscribed', async () => {
    const { requests } = stubApi(() => ({ body: { plan: 'PREMIUM', vigente: false, desde: null, hasta: null } }), { jwt: 'jwt' });
    const { container } = renderPage(<PlanPremiumResumen />, { path: '/dashboard', ...conSesion });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(requests).toHaveLength(1);
    expect(container).toBeEmptyDOMElement();
  });
});

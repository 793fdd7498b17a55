import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { DEFAULT_PORTAL_CONFIG } from '@portal/shared/contract';
import { createPortalStore, portalConfigAtom, preguntasPendientesAtom } from '@portal/shared/state';
import { renderWithProviders } from '../../testing/render';
import { CandidateMenu } from './CandidateMenu';

function renderAt(path: string) {
  const store = createPortalStore();
  store.set(portalConfigAtom, DEFAULT_PORTAL_CONFIG);
  // No session: the questions count is not asked for.
  store.set(preguntasPendientesAtom, 0);
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <CandidateMenu />
              <h1>Página</h1>
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
    store,
  );
  return within(screen.getByRole('navigation', { name: 'Tu cuenta' }));
}

const current = (nav: ReturnType<typeof renderAt>) =>
  nav.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent);

describe("the candidate area's navigation", () => {
  it('names the page shown on its phone row and marks it as the current page in the list', async () => {
    const nav = renderAt('/mis-postulaciones');
    const toggle = nav.getByRole('button', { name: 'Tu cuenta: Mis postulaciones' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(nav.queryByRole('link')).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(current(nav)).toEqual(['Mis postulaciones']);
  });

  it('marks the saved offers as current on a saved offer of theirs', async () => {
    const nav = renderAt('/ofertas-guardadas/trabajo/cajero-1');
    await userEvent.click(nav.getByRole('button', { name: 'Tu cuenta: Ofertas guardadas' }));
    expect(current(nav)).toEqual(['Ofertas guardadas']);
  });

  it('lists every page of the area in its group: account, CV, applications, questions, offers, alerts, reports, data and settings', async () => {
    const nav = renderAt('/dashboard');
    await userEvent.click(nav.getByRole('button', { name: 'Tu cuenta: Mi panel' }));
    const grupo = (name: string) => nav.getByRole('list', { name }).textContent;
    expect(nav.getByRole('link', { name: 'Mi panel' })).toHaveAttribute('href', '/dashboard');
    expect(grupo('Postulaciones')).toBe('Mi currículumMis postulacionesPreguntas de reclutadores');
    expect(grupo('Ofertas')).toBe('Ofertas guardadasAlertas de empleoOfertas recomendadasOfertas relacionadas');
    expect(grupo('Informes')).toBe('Mis informes de sueldoMi perfil frente a otros postulantes');
    expect(grupo('Datos y configuración')).toBe('Mis datosConfiguración de la cuenta');
  });

  it('opens with Enter, lets Tab move through its links, and Escape closes it with the focus back on its row', async () => {
    const nav = renderAt('/alertas-de-empleo');
    const toggle = nav.getByRole('button', { name: 'Tu cuenta: Alertas de empleo' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(nav.getByRole('link', { name: 'Mi panel' })).toHaveFocus();
    await userEvent.tab();
    expect(nav.getByRole('link', { name: 'Mi currículum' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(nav.queryByRole('link')).not.toBeInTheDocument();
  });

  it('closes when the page beside it is clicked or one of its links is followed', async () => {
    const nav = renderAt('/dashboard');
    const toggle = nav.getByRole('button', { name: 'Tu cuenta: Mi panel' });
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('heading', { name: 'Página' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    await userEvent.click(nav.getByRole('link', { name: 'Mi currículum' }));
    expect(nav.getByRole('button', { name: 'Tu cuenta: Mi currículum' })).toHaveAttribute('aria-expanded', 'false');
  });
});

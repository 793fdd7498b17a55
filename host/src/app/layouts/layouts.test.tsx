import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { DEFAULT_PORTAL_CONFIG } from '@portal/shared/contract';
import type { LayoutName } from '@portal/shared/routes';
import { createPortalStore, portalConfigAtom, sessionAtom } from '@portal/shared/state';
import { stubApi } from '@portal/shared/testing';
import { loadRemote } from '../../testing/federation-runtime';
import { renderWithProviders } from '../../testing/render';
import { layouts } from './index';

function RemoteSearchBox() {
  return (
    <form role="search" aria-label="Buscar ofertas de empleo">
      <input type="search" aria-label="Buscar ofertas" />
    </form>
  );
}

function renderLayout(name: LayoutName, { signedIn = false, path = '/trabajo/cajero-1', page = <h1>Página</h1> as ReactElement } = {}) {
  const store = createPortalStore();
  store.set(portalConfigAtom, { ...DEFAULT_PORTAL_CONFIG, nombre: 'Empleos Demo' });
  if (signedIn) {
    store.set(sessionAtom, {
      login: { jwt: 'jwt' },
      candidato: { idCandidato: 1, nombres: 'María José', apellidos: 'Soto', correo: 'mj@correo.cl', archivo: null, estado: 'FINALIZADO' },
    });
  }
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={layouts[name](page)} />
      </Routes>
    </MemoryRouter>,
    store,
  );
}

beforeEach(() => {
  loadRemote.mockReset();
  loadRemote.mockResolvedValue({ SearchBox: RemoteSearchBox });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('the layouts', () => {
  it('has a layout of its own for each of the ten names', () => {
    expect(Object.keys(layouts)).toHaveLength(10);
    expect(new Set(Object.values(layouts)).size).toBe(10);
  });

  it('lets a keyboard user skip the header straight to the page', async () => {
    renderLayout('default');
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Saltar al contenido' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#contenido');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'contenido');
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Página' })).toBeInTheDocument();
  });

  it('opens the phone menu from the keyboard and closes it with Escape, back on the menu button', async () => {
    renderLayout('default');
    const button = screen.getByRole('button', { name: 'Menú' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).not.toBeInTheDocument();

    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Menú principal' });
    expect(within(menu).getByRole('link', { name: 'Ofertas de empleo' })).toHaveAttribute('href', '/');
    expect(within(menu).getByRole('link', { name: 'Noticias' })).toHaveAttribute('href', '/noticias');
    expect(within(menu).getByRole('link', { name: 'Crear cuenta' })).toHaveAttribute('href', '/crea-tu-curriculum');

    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).not.toBeInTheDocument();
  });

  it('closes the phone menu when a link of it is followed', async () => {
    renderLayout('default');
    await userEvent.click(screen.getByRole('button', { name: 'Menú' }));
    await userEvent.click(screen.getByRole('link', { name: 'Noticias' }));
    expect(screen.getByRole('button', { name: 'Menú' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers «Ingresar» beside «Menú» in the bar to a visitor', () => {
    renderLayout('default');
    const bar = within(screen.getByRole('banner'));
    expect(bar.getByRole('link', { name: 'Ingresar' })).toHaveAttribute('href', '/ingresa-a-tu-cuenta');
    expect(bar.queryByRole('button', { name: /^Hola,/ })).not.toBeInTheDocument();
  });

  it.each<LayoutName>(['default', 'resultadosBusqueda', 'listaNoticias', 'defaultLogueado', 'ofertasGuardadas'])(
    'in the %s layout, the candidate\'s button «Hola, {nombre}» opens the main pages of their area and «Cerrar sesión»',
    async (layout) => {
      renderLayout(layout, { signedIn: true });
      const account = await screen.findByRole('button', { name: 'Hola, María José' });
      expect(account).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(account);
      expect(account).toHaveAttribute('aria-expanded', 'true');
      const menu = within(document.getElementById(account.getAttribute('aria-controls')!)!);
      expect(menu.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['Mi panel', '/dashboard'],
        ['Mi currículum', '/mi-curriculum'],
        ['Mis postulaciones', '/mis-postulaciones'],
        ['Preguntas de reclutadores', '/preguntas-reclutadores'],
        ['Ofertas guardadas', '/ofertas-guardadas'],
        ['Alertas de empleo', '/alertas-de-empleo'],
        ['Configuración de la cuenta', '/configuracion-cuenta'],
        ['Cerrar sesión', '/logout'],
      ]);
      expect(screen.queryByRole('link', { name: 'Ingresar' })).not.toBeInTheDocument();
    },
  );

  it("keeps the phone's «Menú» to the portal's pages when signed in: the area's pages are only behind the candidate's button", async () => {
    renderLayout('defaultLogueado', { signedIn: true, path: '/mis-postulaciones' });
    await userEvent.click(screen.getByRole('button', { name: 'Menú' }));
    const menu = within(screen.getByRole('navigation', { name: 'Menú principal' }));
    expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual(['Ofertas de empleo', 'Noticias', 'Eventos', 'Informes de sueldo']);
  });

  it('opens the account menu from the keyboard; Tab moves through it, Escape closes it and gives the focus back to «Hola, …»', async () => {
    renderLayout('default', { signedIn: true });
    const account = await screen.findByRole('button', { name: 'Hola, María José' });
    account.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Mi panel' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Mi currículum' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(account).toHaveAttribute('aria-expanded', 'false');
    expect(account).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Mi panel' })).not.toBeInTheDocument();
  });

  it('closes the account menu when one of its links is followed, the focus leaves it or the page is clicked', async () => {
    renderLayout('default', { signedIn: true });
    const account = await screen.findByRole('button', { name: 'Hola, María José' });
    await userEvent.click(account);
    await userEvent.click(screen.getByRole('link', { name: 'Mis postulaciones' }));
    expect(account).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(account);
    screen.getByRole('link', { name: 'Cerrar sesión' }).focus();
    await userEvent.tab();
    expect(account).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(account);
    await userEvent.click(screen.getByRole('heading', { name: 'Página' }));
    expect(account).toHaveAttribute('aria-expanded', 'false');
  });

  it("shows in the candidate area's navigation how many recruiters' questions wait for an answer", async () => {
    stubApi(() => ({ body: { pendientes: 2, preguntas: [] } }), { jwt: 'jwt' });
    renderLayout('preguntasReclutadores', { signedIn: true, path: '/preguntas-reclutadores' });
    const menu = screen.getByRole('navigation', { name: 'Tu cuenta' });
    await userEvent.click(within(menu).getByRole('button', { name: /^Tu cuenta:/ }));
    expect(await within(menu).findByRole('link', { name: /^Preguntas de reclutadores\s+\(2 por responder\)$/ })).toHaveAttribute('href', '/preguntas-reclutadores');
  });

  it("shows mfe-search's search box in the default header", async () => {
    renderLayout('default');
    expect(await screen.findByRole('search', { name: 'Buscar ofertas de empleo' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('mfe_search/SearchBox');
  });

  it('offers a "Buscar ofertas" link instead when mfe-search is down, and the header keeps working', async () => {
    loadRemote.mockRejectedValue(new Error('mfe_search is down'));
    renderLayout('default');
    expect(await screen.findByRole('link', { name: 'Buscar ofertas' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Empleos Demo' })).toHaveAttribute('href', '/');
  });

  it('offers the link too when the search box breaks while rendering', async () => {
    loadRemote.mockResolvedValue({
      SearchBox: () => {
        throw new Error('broken search box');
      },
    });
    renderLayout('default');
    expect(await screen.findByRole('link', { name: 'Buscar ofertas' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { name: 'Página' })).toBeInTheDocument();
  });

  it.each(['sinBuscador', 'resultadosBusqueda'] as const)(
    'leaves the search box out of the %s layout, whose pages search themselves, and loads it in idle time for the next page',
    async (name) => {
      const { unmount } = renderLayout(name);
      await waitFor(() => expect(loadRemote).toHaveBeenCalledWith('mfe_search/SearchBox'));
      expect(screen.queryByRole('search')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Menú' })).toBeInTheDocument();
      unmount();
      // The next page's header shows the box loaded ahead, without asking federation again.
      renderLayout('default');
      expect(await screen.findByRole('search', { name: 'Buscar ofertas de empleo' })).toBeInTheDocument();
      expect(loadRemote).toHaveBeenCalledTimes(1);
    },
  );

  it.each(['login', 'soloLogo'] as const)('shows only the portal name above the page in the %s layout', (name) => {
    renderLayout(name);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Empleos Demo' })).toBeInTheDocument();
    expect(within(header).queryByRole('button')).not.toBeInTheDocument();
    expect(within(header).getAllByRole('link')).toHaveLength(1);
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('frames the page without header or footer in the clean layout', () => {
    renderLayout('limpio');
    expect(screen.getByRole('main')).toHaveTextContent('Página');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('puts the copyright of the portal in the footer', () => {
    renderLayout('listaNoticias');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© 1999-${new Date().getFullYear()} Empleos Demo. Todos los derechos reservados.`);
  });

  it('links the help centre and the legal pages from the footer', () => {
    renderLayout('default');
    const legales = within(screen.getByRole('navigation', { name: 'Información del portal' }));
    expect(legales.getByRole('link', { name: 'Centro de ayuda' })).toHaveAttribute('href', '/page/centro-de-ayuda');
    expect(legales.getByRole('link', { name: 'Términos y condiciones' })).toHaveAttribute('href', '/terminos-y-condiciones');
    expect(legales.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute('href', '/politica-de-privacidad');
    expect(legales.getByRole('link', { name: 'Política de cookies' })).toHaveAttribute('href', '/politica-de-cookies');
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { appConfigAtom, hideLoadingAtom, showLoadingAtom, showToastAtom, type ToastKind } from '@portal/shared/state';
import { renderWithProviders } from '../testing/render';
import { RootScreen, routeMarker } from './RootScreen';
import { testAppConfig } from '../testing/app-config';

function renderRoot() {
  const rendered = renderWithProviders(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route element={<RootScreen />}>
          <Route
            path="/"
            element={
              <>
                <h1>Inicio</h1>
                <Link to="/noticias">Noticias</Link>
              </>
            }
          />
          <Route path="/noticias" element={<h1>Noticias</h1>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
  act(() =>
    rendered.store.set(appConfigAtom, testAppConfig({ mainSiteUrl: '/', environment: 'development', version: '0.1.0+abc' })),
  );
  return rendered;
}

/** What the browser dispatches for a promise nobody handled (jsdom has no PromiseRejectionEvent). */
function unhandledRejection(reason: unknown) {
  const event = Object.assign(new Event('unhandledrejection'), { reason, promise: Promise.resolve() });
  act(() => {
    window.dispatchEvent(event);
  });
}

afterEach(() => jest.restoreAllMocks());

describe('RootScreen', () => {
  it('shows "Cargando..." above the page while a show-loading is pending', () => {
    const { store } = renderRoot();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => store.set(showLoadingAtom));
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
    act(() => store.set(hideLoadingAtom));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a sanitised HTML toast that can be closed', async () => {
    const { store } = renderRoot();
    act(() => store.set(showToastAtom, { kind: 'danger', html: '<b>No pudimos guardar</b><img src=x onerror="alert(1)">' }));
    const toast = await screen.findByRole('alert');
    // The sanitiser is fetched with the first toast.
    await waitFor(() => expect(toast).toHaveTextContent('No pudimos guardar'));
    expect(toast.querySelector('img')).not.toHaveAttribute('onerror');
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar aviso' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each<[ToastKind, 'status' | 'alert']>([
    ['info', 'status'],
    ['success', 'status'],
    ['warning', 'status'],
    ['danger', 'alert'],
  ])('shows a %s toast without the scripts of its HTML', async (kind, role) => {
    const { store } = renderRoot();
    act(() =>
      store.set(showToastAtom, { kind, html: `<p>Aviso <em>${kind}</em></p><script>window.hacked = true</script><a href="javascript:alert(1)">ver</a>` }),
    );
    const toast = await screen.findByRole(role);
    await waitFor(() => expect(toast).toHaveTextContent(`Aviso ${kind}`));
    expect(toast.querySelector('script')).toBeNull();
    expect(toast.querySelector('a')).not.toHaveAttribute('href', 'javascript:alert(1)');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('hides a plain toast after a while but keeps one with an action until it is used', async () => {
    jest.useFakeTimers();
    try {
      const { store } = renderRoot();
      const onAction = jest.fn();
      act(() => store.set(showToastAtom, { kind: 'success', html: 'Guardado' }));
      act(() => store.set(showToastAtom, { kind: 'info', html: 'Hay novedades', action: { label: 'Actualizar', onAction } }));
      expect(await screen.findByText('Guardado')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(60_000));
      expect(screen.queryByText('Guardado')).not.toBeInTheDocument();
      expect(screen.getByText('Hay novedades')).toBeInTheDocument();
      act(() => screen.getByRole('button', { name: 'Actualizar' }).click());
      expect(onAction).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the error page when a promise is rejected and nobody handles it, and logs it outside production', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoot();
    const error = new Error('fallo asíncrono');
    unhandledRejection(error);
    expect(await screen.findByRole('heading', { name: '¡Se cayó la página!' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Inicio' })).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Error controlado en Error.vue', error);
  });

  it('shows the error page for an error thrown in a callback, not for an error event without an error', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoot();
    act(() => {
      window.dispatchEvent(new ErrorEvent('error', { message: 'ResizeObserver loop completed with undelivered notifications.' }));
    });
    expect(screen.getByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('x is undefined'), message: 'x is undefined' }));
    });
    expect(screen.getByRole('heading', { name: '¡Se cayó la página!' })).toBeInTheDocument();
  });

  it('marks the login, registration and home routes', () => {
    expect(routeMarker('/')).toBe('homepage');
    expect(routeMarker('/ingresa-a-tu-cuenta/sin-cuenta')).toBe('login');
    expect(routeMarker('/crea-tu-curriculum/registro')).toBe('registration');
    expect(routeMarker('/noticias')).toBeUndefined();
  });

  it('puts the marker class on the root container', () => {
    const { container } = renderRoot();
    expect(container.querySelector('.homepage')).toContainElement(screen.getByRole('heading', { name: 'Inicio' }));
  });
});

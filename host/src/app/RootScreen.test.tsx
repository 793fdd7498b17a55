import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { showLoadingAtom, hideLoadingAtom, showToastAtom } from '@portal/shared/state';
import { renderWithProviders } from '../testing/render';
import { RootScreen, routeMarker } from './RootScreen';

function renderRoot() {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route element={<RootScreen />}>
          <Route path="/" element={<h1>Inicio</h1>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

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
    const toast = screen.getByRole('alert');
    expect(toast).toHaveTextContent('No pudimos guardar');
    expect(toast.querySelector('img')).not.toHaveAttribute('onerror');
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar aviso' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('marks the login, registration and home routes', () => {
    expect(routeMarker('/')).toBe('homepage');
    expect(routeMarker('/ingresa-a-tu-cuenta/sin-cuenta')).toBe('login');
    expect(routeMarker('/crea-tu-curriculum/registro')).toBe('registration');
    expect(routeMarker('/noticias')).toBeUndefined();
  });
});

import { screen } from '@testing-library/react';
import { renderPage } from '@portal/shared/testing';
import { SinSesionPage } from './SinSesionPage';

describe('SinSesionPage', () => {
  it('says the session ended and signs in again back to where the candidate was', () => {
    renderPage(<SinSesionPage />, { path: '/sin-sesion', url: '/sin-sesion?redirect=%2Fmis-postulaciones%3Fpagina%3D2' });
    expect(screen.getByRole('heading', { level: 1, name: 'Tu sesión ha finalizado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ingresar' })).toHaveAttribute(
      'href',
      '/ingresa-a-tu-cuenta?redirect=%2Fmis-postulaciones%3Fpagina%3D2',
    );
  });

  it('signs in without a way back when none was given', () => {
    renderPage(<SinSesionPage />, { path: '/sin-sesion' });
    expect(screen.getByRole('link', { name: 'Ingresar' })).toHaveAttribute('href', '/ingresa-a-tu-cuenta');
  });

  it('drops a way back that is not a path of this site', () => {
    renderPage(<SinSesionPage />, { path: '/sin-sesion', url: '/sin-sesion?redirect=https%3A%2F%2Fevil.example' });
    expect(screen.getByRole('link', { name: 'Ingresar' })).toHaveAttribute('href', '/ingresa-a-tu-cuenta');
  });

  it.each(['/.//127.0.0.7:9911/pwned', '/./\\', '//evil.example'])('drops the way back %j, which resolves to another host', (redirect) => {
    renderPage(<SinSesionPage />, { path: '/sin-sesion', url: `/sin-sesion?${new URLSearchParams({ redirect }).toString()}` });
    expect(screen.getByRole('link', { name: 'Ingresar' })).toHaveAttribute('href', '/ingresa-a-tu-cuenta');
  });

  it('hands the login page the normalised way back', () => {
    renderPage(<SinSesionPage />, { path: '/sin-sesion', url: '/sin-sesion?redirect=%2Fa%2F..%2Fmis-postulaciones' });
    expect(screen.getByRole('link', { name: 'Ingresar' })).toHaveAttribute('href', '/ingresa-a-tu-cuenta?redirect=%2Fmis-postulaciones');
  });
});

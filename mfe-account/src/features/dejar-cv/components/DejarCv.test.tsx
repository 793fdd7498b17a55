import { clearStoredSession, sessionAtom, storeSession, type PortalStore } from '@portal/shared/state';
import { renderPage, stubApi } from '@portal/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { loginDe } from '../../../testing/candidato';
import { DejarCv } from './DejarCv';

const conSesion = (store: PortalStore) => { store.set(sessionAtom, storeSession(loginDe('FINALIZADO', 'jwt-camila'))); };
const stand = '/pabellon/salud/stand/clinica-andes';

describe('DejarCv (the DEJAR_CV action, exposed as ./DejarCv)', () => {
  beforeEach(() => { clearStoredSession(); });

  it('checks, then leaves the CV with the session token and the company, and says so', async () => {
    const { requests } = stubApi(() => ({ body: true }));
    const { user } = renderPage(<DejarCv idEmpresa={31} nombreEmpresa="Clínica Andes" />, { path: stand, seed: conSesion });

    await user.click(screen.getByRole('button', { name: 'Dejar mi CV en Clínica Andes' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Dejaste tu CV en Clínica Andes.');
    expect(requests.map((r) => [r.url.pathname, JSON.parse(r.body)])).toEqual([
      ['/api/ats/candidato/check-cv', { token: 'jwt-camila', idc: 31 }],
      ['/api/ats/candidato/dejar-cv', { token: 'jwt-camila', idc: 31 }],
    ]);
  });

  it.each([
    ['check-cv answers false', () => ({ body: false })],
    ['the api fails', () => ({ status: 500, body: { statusCode: 500, error: 'Error', code: 'ERROR_INTERNO', message: 'x' } })],
  ])('says it could not leave the CV when %s', async (_, respuesta) => {
    const { requests } = stubApi(respuesta);
    const { user } = renderPage(<DejarCv idEmpresa={31} nombreEmpresa="Clínica Andes" />, { path: stand, seed: conSesion });

    await user.click(screen.getByRole('button', { name: 'Dejar mi CV en Clínica Andes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos dejar tu CV en Clínica Andes.');
    expect(requests.map((r) => r.url.pathname)).toEqual(['/api/ats/candidato/check-cv']);
  });

  it('sends a visitor to sign in, coming back to the same page to finish', async () => {
    const { requests } = stubApi(() => ({ body: true }));
    const { user } = renderPage(<DejarCv idEmpresa={31} nombreEmpresa="Clínica Andes" />, { path: stand });

    await user.click(screen.getByRole('button', { name: 'Dejar mi CV en Clínica Andes' }));

    expect(await screen.findByText(/^Otra ruta:/)).toHaveTextContent(`Otra ruta: /ingresa-a-tu-cuenta?redirect=${encodeURIComponent(`${stand}?accion=DEJAR_CV&idc=31`)}`);
    expect(requests).toEqual([]);
  });

  it('finishes by itself back from the sign-in, once', async () => {
    const { requests } = stubApi(() => ({ body: true }));
    const { router } = renderPage(<DejarCv idEmpresa={31} nombreEmpresa="Clínica Andes" />, { path: stand, url: `${stand}?accion=DEJAR_CV&idc=31`, seed: conSesion });

    expect(await screen.findByRole('status')).toHaveTextContent('Dejaste tu CV en Clínica Andes.');
    await waitFor(() => { expect(router.state.location.search).toBe(''); });
    expect(requests).toHaveLength(2);
  });
});

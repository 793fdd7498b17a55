import { clearStoredSession, sessionAtom, storeSession } from '@portal/shared/state';
import { renderPage, stubApi } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { loginDe, rechazo } from '../../../testing/candidato';
import { CreaTuCurriculumPage } from './CreaTuCurriculumPage';
import { RegistroPage } from './RegistroPage';

const respuesta = { correo: 'ana@correo.cl', codigoExpira: '2026-11-24T13:30:00.000Z' };

function renderRegistro() {
  return renderPage(<RegistroPage />, { path: '/crea-tu-curriculum/registro' });
}

async function completar(user: ReturnType<typeof renderRegistro>['user'], { run = '111111111', clave = 'Segura123' } = {}) {
  await user.type(screen.getByRole('textbox', { name: 'Nombres' }), 'Ana María');
  await user.type(screen.getByRole('textbox', { name: 'Apellidos' }), 'Soto Pérez');
  await user.type(screen.getByRole('textbox', { name: 'RUN' }), run);
  await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'ana@correo.cl');
  await user.type(screen.getByLabelText('Contraseña'), clave);
  await user.click(screen.getByRole('checkbox', { name: /Acepto la política de privacidad/ }));
}

beforeEach(() => { clearStoredSession(); });

describe('RegistroPage', () => {
  it('formats the RUN on every keystroke as the rut directive says', async () => {
    stubApi(() => ({ body: respuesta }));
    const { user } = renderRegistro();
    const run = screen.getByRole('textbox', { name: 'RUN' });

    await user.type(run, '1');
    expect(run).toHaveValue('1');
    await user.type(run, '2');
    expect(run).toHaveValue('1-2');
    await user.type(run, '345678');
    expect(run).toHaveValue('1.234.567-8');
    await user.type(run, '5');
    expect(run).toHaveValue('12.345.678-5');
    expect(run).not.toBeInvalid();
  });

  it('shows the check-digit error once the RUN is dirty and wrong, and none for a right one', async () => {
    stubApi(() => ({ body: respuesta }));
    const { user } = renderRegistro();
    const run = screen.getByRole('textbox', { name: 'RUN' });

    await user.type(run, '123456789');
    expect(run).toBeInvalid();
    expect(run).toHaveAccessibleDescription(/El RUN no es válido: revisa el dígito verificador\./);
    await user.clear(run);
    await user.type(run, '6k');
    expect(run).toHaveValue('6-k');
    expect(run).not.toBeInvalid();
  });

  it('leaves a passport number as typed', async () => {
    stubApi(() => ({ body: respuesta }));
    const { user } = renderRegistro();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo de documento' }), 'PASAPORTE');
    const pasaporte = screen.getByRole('textbox', { name: 'Número de pasaporte' });
    await user.type(pasaporte, 'AB123456');
    expect(pasaporte).toHaveValue('AB123456');
  });

  it('shows the password strength and what it lacks', async () => {
    stubApi(() => ({ body: respuesta }));
    const { user } = renderRegistro();
    const clave = screen.getByLabelText('Contraseña');

    await user.type(clave, 'abcdefgh');
    expect(clave).toHaveAccessibleDescription(/Seguridad de la contraseña: Débil.*Incluye al menos un número\./);
    await user.type(clave, '1A!xyz');
    expect(clave).toHaveAccessibleDescription(/Seguridad de la contraseña: Muy fuerte/);
  });

  it('shows every error and focuses the first invalid field when submitted empty, sending nothing', async () => {
    const { fetchMock } = stubApi(() => ({ body: respuesta }));
    const { user } = renderRegistro();

    await user.click(screen.getByRole('button', { name: 'Crear mi cuenta' }));

    expect(screen.getByRole('textbox', { name: 'Nombres' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Nombres' })).toHaveAccessibleDescription('Ingresa tus nombres.');
    expect(screen.getByRole('textbox', { name: 'RUN' })).toHaveAccessibleDescription(/Ingresa tu RUN\./);
    expect(screen.getByRole('checkbox', { name: /Acepto/ })).toHaveAccessibleDescription('Debes aceptar la política de privacidad para crear tu cuenta.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('focuses the first invalid field after the valid ones', async () => {
    const { fetchMock } = stubApi(() => ({ body: respuesta }));
    const { user } = renderRegistro();

    await completar(user, { run: '111111112' });
    await user.click(screen.getByRole('button', { name: 'Crear mi cuenta' }));

    expect(screen.getByRole('textbox', { name: 'RUN' })).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('links the consent to the privacy policy', () => {
    stubApi(() => ({ body: respuesta }));
    renderRegistro();
    expect(screen.getByRole('link', { name: 'política de privacidad' })).toHaveAttribute('href', '/politica-de-privacidad');
  });

  it('creates the account with the consent version and goes to the code page with the e-mail in the URL', async () => {
    const { requests } = stubApi(() => ({ status: 201, body: respuesta }));
    const { user } = renderRegistro();

    await completar(user);
    await user.click(screen.getByRole('button', { name: 'Crear mi cuenta' }));

    expect(await screen.findByText(`Otra ruta: /crea-tu-curriculum/valida-tu-correo?correo=ana%40correo.cl&expira=${encodeURIComponent(respuesta.codigoExpira)}`)).toBeInTheDocument();
    expect(requests[0]?.url.pathname).toBe('/api/registro');
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({
      nombres: 'Ana María',
      apellidos: 'Soto Pérez',
      tipoDocumento: 'RUN',
      numeroDocumento: '11.111.111-1',
      correo: 'ana@correo.cl',
      clave: 'Segura123',
      aceptaPolitica: true,
      versionPolitica: '2026-12',
    });
  });

  it('shows the refusal of a duplicate account in Spanish and lets the visitor try again', async () => {
    stubApi(() => rechazo(409, 'CUENTA_YA_EXISTE', 'Ya existe una cuenta con esos datos. Ingresa o recupera tu contraseña.'));
    const { user } = renderRegistro();

    await completar(user);
    await user.click(screen.getByRole('button', { name: 'Crear mi cuenta' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Ya existe una cuenta con esos datos. Ingresa o recupera tu contraseña.');
    expect(screen.getByRole('button', { name: 'Crear mi cuenta' })).toBeEnabled();
  });
});

describe('CreaTuCurriculumPage', () => {
  it('leads a visitor to the registration form', () => {
    renderPage(<CreaTuCurriculumPage />, { path: '/crea-tu-curriculum' });
    expect(screen.getByRole('link', { name: 'Crear mi cuenta' })).toHaveAttribute('href', '/crea-tu-curriculum/registro');
  });

  it.each([
    ['FINALIZADO', '/dashboard'],
    ['INCOMPLETO', '/datos-basicos'],
  ] as const)('sends a signed-in %s candidate to %s', async (estado, destino) => {
    renderPage(<CreaTuCurriculumPage />, { path: '/crea-tu-curriculum', seed: (store) => { store.set(sessionAtom, storeSession(loginDe(estado))); } });
    expect(await screen.findByText(`Otra ruta: ${destino}`)).toBeInTheDocument();
  });
});

import type { LoginRespuesta } from '@portal/shared/contract';
import { clearStoredSession, readStoredSession, sessionAtom } from '@portal/shared/state';
import { screen } from '@testing-library/react';
import { renderPage, deferredReply, stubApi, type StubReply } from '@portal/shared/testing';
import { LoginPage } from './LoginPage';

const respuesta: LoginRespuesta = {
  login: { jwt: 'jwt-de-prueba' },
  candidato: { idCandidato: 41, nombres: 'Camila', apellidos: 'Rojas', correo: 'camila@correo.cl', archivo: null, estado: 'FINALIZADO' },
};

const rechazo: StubReply = {
  status: 401,
  body: { statusCode: 401, error: 'Unauthorized', message: 'Correo, RUN o contraseña incorrectos.' },
};

function renderLogin(url = '/ingresa-a-tu-cuenta') {
  return renderPage(<LoginPage />, { path: '/ingresa-a-tu-cuenta', url });
}

async function fillAndSubmit(user: ReturnType<typeof renderLogin>['user'], usuario = 'camila@correo.cl', clave = 'secreta123') {
  await user.type(screen.getByLabelText('Correo electrónico o RUN'), usuario);
  await user.type(screen.getByLabelText('Contraseña'), clave);
  await user.click(screen.getByRole('button', { name: 'Ingresar' }));
}

beforeEach(() => { clearStoredSession(); });

describe('LoginPage', () => {
  it('asks for an e-mail or RUN and a password, both required', () => {
    stubApi(() => ({ body: respuesta }));
    renderLogin();

    expect(screen.getByRole('heading', { level: 1, name: 'Ingresa a tu cuenta' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Correo electrónico o RUN' })).toBeRequired();
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Contraseña')).toBeRequired();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows both field errors and sends nothing when submitted empty', async () => {
    const { fetchMock } = stubApi(() => ({ body: respuesta }));
    const { user } = renderLogin();

    await user.click(screen.getByRole('button', { name: 'Ingresar' }));

    expect(screen.getByRole('textbox', { name: 'Correo electrónico o RUN' })).toHaveAccessibleDescription('Ingresa tu correo o RUN.');
    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription('Ingresa tu contraseña.');
    expect(screen.getByRole('textbox', { name: 'Correo electrónico o RUN' })).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a field error only once that field is dirty', async () => {
    stubApi(() => ({ body: respuesta }));
    const { user } = renderLogin();

    const usuario = screen.getByRole('textbox', { name: 'Correo electrónico o RUN' });
    await user.type(usuario, 'a');
    await user.clear(usuario);

    expect(usuario).toBeInvalid();
    expect(screen.getByText('Ingresa tu correo o RUN.')).toBeInTheDocument();
    expect(screen.queryByText('Ingresa tu contraseña.')).not.toBeInTheDocument();
  });

  it('formats a RUN when the field loses focus and leaves an e-mail alone', async () => {
    stubApi(() => ({ body: respuesta }));
    const { user } = renderLogin();

    const usuario = screen.getByRole('textbox', { name: 'Correo electrónico o RUN' });
    await user.type(usuario, '123456789');
    await user.tab();
    expect(usuario).toHaveValue('12.345.678-9');

    await user.clear(usuario);
    await user.type(usuario, 'camila@correo.cl');
    await user.tab();
    expect(usuario).toHaveValue('camila@correo.cl');
  });

  it('shows and hides the password with a toggle button', async () => {
    stubApi(() => ({ body: respuesta }));
    const { user } = renderLogin();

    const toggle = screen.getByRole('button', { name: 'Mostrar contraseña' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('type', 'text');
    await user.click(toggle);
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('type', 'password');
  });

  it('signs in, stores the session and goes to the redirect path', async () => {
    const { requests } = stubApi(() => ({ body: respuesta }));
    const { user, store, router } = renderLogin('/ingresa-a-tu-cuenta?redirect=%2Ftrabajo%2Fcajero-1234%3Forigen%3Dalerta');

    await fillAndSubmit(user);

    expect(await screen.findByText('Otra ruta: /trabajo/cajero-1234?origen=alerta')).toBeInTheDocument();
    expect(requests[0]?.url.href).toBe('http://api.test/api/login');
    expect(requests[0]?.method).toBe('POST');
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ usuario: 'camila@correo.cl', clave: 'secreta123' });
    expect(store.get(sessionAtom)).toEqual(respuesta);
    expect(readStoredSession()).toEqual(respuesta);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each([
    ['another site', '%2F%2Fevil.com'],
    ['an absolute URL', 'https%3A%2F%2Fevil.com'],
  ])("goes to the candidate's home instead of redirecting to %s", async (_, redirect) => {
    stubApi(() => ({ body: respuesta }));
    const { user, router } = renderLogin(`/ingresa-a-tu-cuenta?redirect=${redirect}`);

    await fillAndSubmit(user);

    expect(await screen.findByText('Otra ruta: /dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('sends a formatted RUN as the user', async () => {
    const { requests } = stubApi(() => ({ body: respuesta }));
    const { user } = renderLogin();

    await fillAndSubmit(user, '123456789');

    await screen.findByText('Otra ruta: /dashboard');
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ usuario: '12.345.678-9', clave: 'secreta123' });
  });

  it("shows the api's message for wrong credentials and lets the user try again", async () => {
    stubApi(() => rechazo);
    const { user, store } = renderLogin();

    await fillAndSubmit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Correo, RUN o contraseña incorrectos.');
    expect(screen.getByRole('button', { name: 'Ingresar' })).toBeEnabled();
    expect(store.get(sessionAtom)).toBeNull();
    expect(readStoredSession()).toBeNull();
  });

  it('says the server could not be reached when the request fails', async () => {
    stubApi(() => {
      throw new TypeError('Failed to fetch');
    });
    const { user } = renderLogin();

    await fillAndSubmit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos conectar con el servidor. Inténtalo nuevamente.');
  });

  it('says the server could not be reached when it answers with an error', async () => {
    stubApi(() => ({ status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Error interno' } }));
    const { user } = renderLogin();

    await fillAndSubmit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos conectar con el servidor. Inténtalo nuevamente.');
  });

  it('disables the button and shows progress while signing in', async () => {
    const reply = deferredReply();
    stubApi(() => reply.promise);
    const { user } = renderLogin();

    await fillAndSubmit(user);

    expect(screen.getByRole('button', { name: 'Ingresando…' })).toBeDisabled();
    reply.release(rechazo);
    expect(await screen.findByRole('button', { name: 'Ingresar' })).toBeEnabled();
  });
});

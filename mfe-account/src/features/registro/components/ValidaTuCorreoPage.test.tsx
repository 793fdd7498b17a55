import { clearStoredSession, readStoredSession } from '@portal/shared/state';
import { renderPage, stubApi } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { loginDe, rechazo } from '../../../testing/candidato';
import { ValidaTuCorreoPage } from './ValidaTuCorreoPage';

const URL_PAGINA = '/crea-tu-curriculum/valida-tu-correo?correo=ana%40correo.cl';

function renderValida(url = URL_PAGINA) {
  return renderPage(<ValidaTuCorreoPage />, { path: '/crea-tu-curriculum/valida-tu-correo', url });
}

beforeEach(() => { clearStoredSession(); });

describe('ValidaTuCorreoPage', () => {
  it('keeps only digits in the code, as the numero directive says', async () => {
    stubApi(() => ({ body: loginDe('INCOMPLETO') }));
    const { user } = renderValida();
    const codigo = screen.getByRole('textbox', { name: 'Código de verificación' });

    await user.type(codigo, '12a3-4');
    expect(codigo).toHaveValue('1234');
  });

  it("says when the code ends in Chile's 24-hour time, with one period", () => {
    stubApi(() => ({ body: loginDe('INCOMPLETO') }));
    renderValida(`${URL_PAGINA}&expira=${encodeURIComponent('2026-11-26T11:11:00.000Z')}`);
    expect(screen.getByText('El código vence a las 08:11.')).toBeInTheDocument();
  });

  it('confirms the account, signs in and goes on to basic data', async () => {
    const { requests } = stubApi(() => ({ body: loginDe('INCOMPLETO') }));
    const { user } = renderValida();

    await user.type(screen.getByRole('textbox', { name: 'Código de verificación' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Validar correo' }));

    expect(await screen.findByText('Otra ruta: /datos-basicos')).toBeInTheDocument();
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ correo: 'ana@correo.cl', codigo: '123456' });
    expect(readStoredSession()?.candidato.estado).toBe('INCOMPLETO');
  });

  it('asks for 6 digits before sending', async () => {
    const { fetchMock } = stubApi(() => ({ body: loginDe() }));
    const { user } = renderValida();

    await user.type(screen.getByRole('textbox', { name: 'Código de verificación' }), '123');
    await user.click(screen.getByRole('button', { name: 'Validar correo' }));

    expect(screen.getByRole('textbox', { name: 'Código de verificación' })).toHaveAccessibleDescription('Ingresa el código de 6 dígitos.');
    expect(screen.getByRole('textbox', { name: 'Código de verificación' })).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows a wrong code's message with the attempts left", async () => {
    stubApi(() => rechazo(400, 'CODIGO_INCORRECTO', 'El código no es correcto. Te quedan 4 intentos.'));
    const { user } = renderValida();

    await user.type(screen.getByRole('textbox', { name: 'Código de verificación' }), '000000');
    await user.click(screen.getByRole('button', { name: 'Validar correo' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('El código no es correcto. Te quedan 4 intentos.');
    expect(readStoredSession()).toBeNull();
  });

  it('resends the e-mail', async () => {
    const { requests } = stubApi(() => ({ status: 202, body: {} }));
    const { user } = renderValida();

    await user.click(screen.getByRole('button', { name: 'Reenviar correo' }));

    expect(await screen.findByText('Te enviamos un nuevo código a ana@correo.cl. Revisa también tu carpeta de spam.')).toBeInTheDocument();
    expect(requests[0]?.url.pathname).toBe('/api/registro/reenviar');
  });

  it('asks for the e-mail when the URL does not carry it', async () => {
    const { requests } = stubApi(() => ({ body: loginDe('INCOMPLETO') }));
    const { user } = renderValida('/crea-tu-curriculum/valida-tu-correo');

    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'ana@correo.cl');
    await user.type(screen.getByRole('textbox', { name: 'Código de verificación' }), '654321');
    await user.click(screen.getByRole('button', { name: 'Validar correo' }));

    await screen.findByText('Otra ruta: /datos-basicos');
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ correo: 'ana@correo.cl', codigo: '654321' });
  });
});

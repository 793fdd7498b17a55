import { renderPage, stubApi, type StubReply } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { rechazo } from '../../../testing/candidato';
import { guardarRecuperacion, leerRecuperacion } from '../lib/estado-recuperacion';
import { DocumentoIdentidadPage } from './DocumentoIdentidadPage';
import { IngresarCodigoPage } from './IngresarCodigoPage';
import { NuevaContrasenaPage } from './NuevaContrasenaPage';
import { RecibirCodigoPage } from './RecibirCodigoPage';
import { TokenExpiradoPage } from './RecuperarPages';

const solicitud = { idSolicitud: 'sol-1', destinos: [{ tipo: 'CORREO' as const, valor: 'c***@correo.cl' }] };
const BASE = '/recuperar-contrasena';

beforeEach(() => { sessionStorage.clear(); });

/** Sends the code 000000 of a pending recovery, which the api answers with `respuesta`. */
async function codigoRechazado(respuesta: StubReply) {
  guardarRecuperacion(solicitud);
  stubApi(() => respuesta);
  const { user } = renderPage(<IngresarCodigoPage />, { path: `${BASE}/ingresar-codigo` });
  await user.type(screen.getByRole('textbox', { name: 'Código de verificación' }), '000000');
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
}

describe('password recovery', () => {
  it('asks for a RUN or e-mail, formats a RUN, keeps the request and goes to choose where the code goes', async () => {
    const { requests } = stubApi(() => ({ body: solicitud }));
    const { user } = renderPage(<DocumentoIdentidadPage />, { path: `${BASE}/documento-identidad` });

    await user.type(screen.getByRole('textbox', { name: 'RUN o correo electrónico' }), '111111111');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(await screen.findByText(`Otra ruta: ${BASE}/recibir-codigo-verificacion`)).toBeInTheDocument();
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ identificador: '11.111.111-1' });
    expect(leerRecuperacion()).toEqual(solicitud);
  });

  it('requires the RUN or e-mail', async () => {
    const { fetchMock } = stubApi(() => ({ body: solicitud }));
    const { user } = renderPage(<DocumentoIdentidadPage />, { path: `${BASE}/documento-identidad` });

    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(screen.getByRole('textbox', { name: 'RUN o correo electrónico' })).toHaveAccessibleDescription('Ingresa tu RUN o tu correo.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the masked destination and sends the code', async () => {
    guardarRecuperacion(solicitud);
    const { requests } = stubApi(() => ({ status: 202, body: { codigoExpira: '2026-11-24T13:15:00.000Z' } }));
    const { user } = renderPage(<RecibirCodigoPage />, { path: `${BASE}/recibir-codigo-verificacion` });

    expect(screen.getByRole('radio', { name: 'Correo electrónico c***@correo.cl' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));

    expect(await screen.findByText(`Otra ruta: ${BASE}/ingresar-codigo`)).toBeInTheDocument();
    expect(requests[0]?.url.pathname).toBe('/api/recuperacion/sol-1/enviar');
    expect(leerRecuperacion()?.codigoExpira).toBe('2026-11-24T13:15:00.000Z');
  });

  it('starts again when a step is opened without its request (a new tab)', async () => {
    stubApi(() => ({ body: {} }));
    renderPage(<IngresarCodigoPage />, { path: `${BASE}/ingresar-codigo` });
    expect(await screen.findByText(`Otra ruta: ${BASE}/documento-identidad`)).toBeInTheDocument();
  });

  it('says until when the code is valid, verifies it and keeps the change token', async () => {
    guardarRecuperacion({ ...solicitud, codigoExpira: '2026-11-24T13:15:00.000Z' });
    const { requests } = stubApi(() => ({ body: { tokenCambio: 'tk-1' } }));
    const { user } = renderPage(<IngresarCodigoPage />, { path: `${BASE}/ingresar-codigo` });
    const codigo = screen.getByRole('textbox', { name: 'Código de verificación' });

    expect(codigo).toHaveAccessibleDescription(/^El código vale hasta las \d{2}:\d{2} del \d{1,2} de [a-z]+ de \d{4}\.$/);
    await user.type(codigo, '12x3456');
    expect(codigo).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(await screen.findByText(`Otra ruta: ${BASE}/nueva-contrasena`)).toBeInTheDocument();
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ codigo: '123456' });
    expect(leerRecuperacion()?.tokenCambio).toBe('tk-1');
  });

  it('says how many attempts are left after a wrong code', async () => {
    await codigoRechazado(rechazo(400, 'CODIGO_INCORRECTO', 'El código no es correcto. Te quedan 2 intentos.'));

    expect(await screen.findByRole('alert')).toHaveTextContent('El código no es correcto. Te quedan 2 intentos.');
  });

  it('goes to token-expirado when the code expired or its attempts ran out', async () => {
    await codigoRechazado(rechazo(410, 'CODIGO_EXPIRADO', 'El código expiró.'));

    expect(await screen.findByText(`Otra ruta: ${BASE}/token-expirado`)).toBeInTheDocument();
  });

  it('sets the new password, forgets the request and offers to sign in', async () => {
    guardarRecuperacion({ ...solicitud, tokenCambio: 'tk-1' });
    const { requests } = stubApi(() => ({ status: 204, body: null }));
    const { user } = renderPage(<NuevaContrasenaPage />, { path: `${BASE}/nueva-contrasena` });

    await user.type(screen.getByLabelText('Nueva contraseña'), 'Nueva1234');
    await user.type(screen.getByLabelText('Repite la nueva contraseña'), 'Nueva1235');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(screen.getByLabelText('Repite la nueva contraseña')).toHaveFocus();
    expect(screen.getByLabelText('Repite la nueva contraseña')).toHaveAccessibleDescription('Las contraseñas no coinciden.');

    await user.clear(screen.getByLabelText('Repite la nueva contraseña'));
    await user.type(screen.getByLabelText('Repite la nueva contraseña'), 'Nueva1234');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Tu contraseña cambió' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ingresar' })).toHaveAttribute('href', '/ingresa-a-tu-cuenta');
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ tokenCambio: 'tk-1', clave: 'Nueva1234' });
    expect(leerRecuperacion()).toBeNull();
  });

  it('offers to start again when the code expired', async () => {
    guardarRecuperacion({ ...solicitud, tokenCambio: 'viejo' });
    const { user } = renderPage(<TokenExpiradoPage />, { path: `${BASE}/token-expirado` });

    await user.click(screen.getByRole('button', { name: 'Comenzar de nuevo' }));

    expect(await screen.findByText(`Otra ruta: ${BASE}/documento-identidad`)).toBeInTheDocument();
    expect(leerRecuperacion()).toBeNull();
  });
});

import { renderPage, stubApi } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { rechazo } from '../../../testing/candidato';
import { ColocacionRespuestaPage, DesisteProcesoPage } from './RespuestaPostulacionPages';

const TOKEN = 'aaa.bbb.ccc';
const enlace = { idPostulacion: 9, fecha: '2026-10-05T15:00:00.000Z', oferta: { nombreCargo: 'Vendedor/a', nombreEmpresaFantasia: 'Retail Sur' }, respondido: false };
const colocacion = { path: '/colocacion/respuesta/:token', url: `/colocacion/respuesta/${TOKEN}` };
const desiste = { path: '/correo/invitacion-movilidad/desiste-proceso/:token', url: `/correo/invitacion-movilidad/desiste-proceso/${TOKEN}` };
const leyendo = (request: { url: URL }) => request.url.pathname === '/api/correo/postulacion/enlace';

describe('pages of the e-mails about an application', () => {
  it('records "sí, me contrataron" with the link’s token, without a session, and congratulates', async () => {
    const { requests } = stubApi((request) => (leyendo(request) ? { body: enlace } : { status: 204, body: null }));
    const { user } = renderPage(<ColocacionRespuestaPage />, colocacion);

    expect(await screen.findByRole('heading', { name: '¿Fuiste contratado/a?' })).toBeInTheDocument();
    expect(screen.getByText('El 5 de octubre de 2026 postulaste a Vendedor/a en Retail Sur. ¿Te contrataron?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sí, me contrataron' }));
    expect(await screen.findByRole('heading', { name: '¡Gracias!' })).toBeInTheDocument();
    expect(screen.getByText('¡Felicitaciones por tu nuevo trabajo! Guardamos tu respuesta.')).toBeInTheDocument();
    expect(JSON.parse(requests[0]!.body)).toEqual({ token: TOKEN, proposito: 'colocacion' });
    expect(requests.at(-1)?.url.pathname).toBe('/api/correo/colocacion/respuesta');
    expect(JSON.parse(requests.at(-1)!.body)).toEqual({ token: TOKEN, contratado: true });
    expect(requests.every((r) => !r.headers.get('authorization'))).toBe(true);
  });

  it('leaves an invited process and says the application is withdrawn', async () => {
    const { requests } = stubApi((request) => (leyendo(request) ? { body: enlace } : { status: 204, body: null }));
    const { user } = renderPage(<DesisteProcesoPage />, desiste);

    await user.click(await screen.findByRole('button', { name: 'Sí, desistir del proceso' }));
    expect(await screen.findByRole('heading', { name: 'Desististe del proceso' })).toBeInTheDocument();
    expect(requests.at(-1)?.url.pathname).toBe('/api/correo/invitacion-movilidad/desiste-proceso');
    expect(JSON.parse(requests.at(-1)!.body)).toEqual({ token: TOKEN });
  });

  it.each([
    ['a forged link', 401, 'ENLACE_INVALIDO', 'El enlace no es válido'],
    ['an expired link', 401, 'ENLACE_EXPIRADO', 'El enlace expiró'],
    ['another candidate’s application', 404, 'POSTULACION_NO_ENCONTRADA', 'Este proceso ya no existe'],
    ['a process left already', 409, 'POSTULACION_YA_RETIRADA', 'Ya no estás en este proceso'],
  ])('explains %s on its own page, with no button to answer', async (_caso, status, code, titulo) => {
    stubApi(() => rechazo(status, code, 'Mensaje del api'));
    renderPage(<DesisteProcesoPage />, desiste);
    expect(await screen.findByRole('heading', { name: titulo })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mis postulaciones' })).toHaveAttribute('href', '/mis-postulaciones');
  });

  it.each([
    ['a cut link', '/correo/invitacion-movilidad/desiste-proceso/eyJhbGciOiJIUzI1NiJ9.eyJzdWIi'],
    ['a mistyped link', '/correo/invitacion-movilidad/desiste-proceso/aaa.bbb.c%C3%B1c'],
  ])('explains %s to leave a process on its own page, without asking the api', async (_caso, url) => {
    const { requests } = stubApi(() => ({ body: enlace }));
    renderPage(<DesisteProcesoPage />, { path: desiste.path, url });
    expect(await screen.findByRole('heading', { name: 'El enlace no es válido' })).toBeInTheDocument();
    expect(screen.getByText(/Revisa que hayas abierto el enlace completo desde el correo/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mis postulaciones' })).toHaveAttribute('href', '/mis-postulaciones');
    expect(requests).toHaveLength(0);
  });

  it('goes to the double-answer page for a link answered before, and for a second answer', async () => {
    stubApi(() => ({ body: { ...enlace, respondido: true } }));
    const { unmount } = renderPage(<ColocacionRespuestaPage />, colocacion);
    expect(await screen.findByText('Otra ruta: /correo/error/respuesta-doble')).toBeInTheDocument();
    unmount();

    stubApi((request) => (leyendo(request) ? { body: enlace } : rechazo(409, 'RESPUESTA_DOBLE', 'Ya respondiste.')));
    const { user } = renderPage(<ColocacionRespuestaPage />, colocacion);
    await user.click(await screen.findByRole('button', { name: 'No me contrataron' }));
    expect(await screen.findByText('Otra ruta: /correo/error/respuesta-doble')).toBeInTheDocument();
  });
});

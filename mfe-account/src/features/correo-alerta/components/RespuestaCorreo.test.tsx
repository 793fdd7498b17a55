import { renderPage, stubApi } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { rechazo } from '../../../testing/candidato';
import { CancelarSuscripcionPage, RespuestaEstimuloPage, VotacionPage } from './RespuestaCorreoPages';

const TOKEN = 'aaa.bbb.ccc';
const enlace = { idAlerta: 4, nombre: 'Ventas', descripcion: '«vendedor» en Valparaíso', respondido: false };

describe('pages of alert e-mail links', () => {
  it('records a vote with the link’s token, without a session, and thanks', async () => {
    const { requests } = stubApi((request) => (request.url.pathname.endsWith('/enlace') ? { body: enlace } : { status: 204, body: null }));
    const { user } = renderPage(<VotacionPage />, { path: '/correo/alerta-empleo/votacion/:hash', url: `/correo/alerta-empleo/votacion/${TOKEN}` });

    expect(await screen.findByText('Cuéntanos si las ofertas de tu alerta «Ventas» («vendedor» en Valparaíso) te sirvieron.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sí, me sirvió' }));
    expect(await screen.findByRole('heading', { name: '¡Gracias!' })).toBeInTheDocument();
    expect(JSON.parse(requests.at(-1)!.body)).toEqual({ token: TOKEN, voto: 'SI' });
  });

  it.each([
    ['the vote', VotacionPage, '/correo/alerta-empleo/votacion/:hash', '/correo/alerta-empleo/votacion/eyJhbGciOiJIUzI1NiJ9.eyJzdWIi'],
    ['"¿sigues buscando?"', RespuestaEstimuloPage, '/correo/alerta-empleo/respuesta-estimulo/:hash', '/correo/alerta-empleo/respuesta-estimulo/123'],
  ])('explains a cut or mistyped link of %s on its own page, without asking the api', async (_pagina, Pagina, path, url) => {
    const { requests } = stubApi(() => ({ body: enlace }));
    renderPage(<Pagina />, { path, url });
    expect(await screen.findByRole('heading', { name: 'El enlace no es válido' })).toBeInTheDocument();
    expect(screen.getByText(/Revisa que hayas abierto el enlace completo desde el correo/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mis alertas de empleo' })).toHaveAttribute('href', '/alertas-de-empleo');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('says an expired link expired', async () => {
    stubApi(() => rechazo(401, 'ENLACE_EXPIRADO', 'El enlace expiró.'));
    renderPage(<CancelarSuscripcionPage />, { path: '/correo/alerta-empleo/cancelar-suscripcion/:idAlerta', url: `/correo/alerta-empleo/cancelar-suscripcion/4?token=${TOKEN}` });
    expect(await screen.findByRole('heading', { name: 'El enlace expiró' })).toBeInTheDocument();
  });

  it('goes to the double-answer page when the link was already answered', async () => {
    const { requests } = stubApi((request) => (request.url.pathname.endsWith('/enlace') ? { body: enlace } : rechazo(409, 'RESPUESTA_DOBLE', 'Ya respondiste.')));
    const { user } = renderPage(<CancelarSuscripcionPage />, { path: '/correo/alerta-empleo/cancelar-suscripcion/:idAlerta', url: `/correo/alerta-empleo/cancelar-suscripcion/4?token=${TOKEN}` });

    await user.click(await screen.findByRole('button', { name: 'Sí, cancelar la alerta' }));
    expect(requests.at(-1)?.url.pathname).toBe('/api/correo/alerta-empleo/cancelar-suscripcion/4');
    expect(await screen.findByText('Otra ruta: /correo/error/respuesta-doble')).toBeInTheDocument();
  });
});

import type { PreguntaReclutador } from '@portal/shared/contract';
import { preguntasPendientesAtom, sessionAtom, storeSession, type PortalStore } from '@portal/shared/state';
import { renderPage, stubApi, textoEntero } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { loginDe, rechazo } from '../../../testing/candidato';
import { PreguntaReclutadorPage } from './PreguntaReclutadorPage';
import { PreguntasReclutadoresPage } from './PreguntasReclutadoresPage';

function pregunta(cambios: Partial<PreguntaReclutador> = {}): PreguntaReclutador {
  return {
    idPregunta: 7,
    pregunta: '¿Tienes disponibilidad para turnos de fin de semana?',
    enviada: '2026-11-02T12:00:00.000Z',
    respuesta: null,
    respondida: null,
    postulacion: { idPostulacion: 3, oferta: { idOferta: 1234, nombreCargo: 'Enfermera Clínica', nombreEmpresaFantasia: 'Clínica Andes' } },
    ...cambios,
  };
}
const respondida = pregunta({ idPregunta: 8, pregunta: '¿Tienes licencia de conducir?', respuesta: 'Sí, clase B.', respondida: '2026-11-04T15:00:00.000Z' });
const conSesion = { seed: (store: PortalStore) => { store.set(sessionAtom, storeSession(loginDe())); } };

const abrirLista = () => renderPage(<PreguntasReclutadoresPage />, { path: '/preguntas-reclutadores', ...conSesion });
const abrirPregunta = (id = 7) => renderPage(<PreguntaReclutadorPage />, { path: '/preguntas-reclutadores/:idPregunta', url: `/preguntas-reclutadores/${id}`, ...conSesion });

describe('PreguntasReclutadoresPage', () => {
  it('lists the questions waiting for an answer apart from the answered ones, with their answer and date, and sets the menu count', async () => {
    stubApi(() => ({ body: { pendientes: 1, preguntas: [pregunta(), respondida] } }), { jwt: 'jwt' });
    const { store } = abrirLista();

    const porResponder = await screen.findByRole('region', { name: 'Por responder (1)' });
    expect(within(porResponder).getByText('¿Tienes disponibilidad para turnos de fin de semana?')).toBeInTheDocument();
    expect(within(porResponder).getByRole('link', { name: 'Responder la pregunta sobre Enfermera Clínica' })).toHaveAttribute('href', '/preguntas-reclutadores/7');
    const respondidas = screen.getByRole('region', { name: 'Respondidas' });
    expect(within(respondidas).getByText('Sí, clase B.')).toBeInTheDocument();
    expect(within(respondidas).getByText(textoEntero('Respondiste el 4 de noviembre de 2026.'))).toBeInTheDocument();
    expect(within(respondidas).queryByRole('link', { name: /Responder/ })).not.toBeInTheDocument();
    expect(store.get(preguntasPendientesAtom)).toBe(1);
  });

  it('says when there are no questions, with the way to the applications', async () => {
    stubApi(() => ({ body: { pendientes: 0, preguntas: [] } }), { jwt: 'jwt' });
    abrirLista();
    expect(await screen.findByText(/No tienes preguntas de reclutadores/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mis postulaciones' })).toHaveAttribute('href', '/mis-postulaciones');
  });

  it('offers to retry when the list cannot be loaded', async () => {
    stubApi(() => ({ status: 503, body: { statusCode: 503, error: 'Error', code: 'BASE_NO_DISPONIBLE', message: 'x' } }), { jwt: 'jwt' });
    abrirLista();
    expect(await screen.findByText('No pudimos cargar tus preguntas.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Reintentar/ })).toBeInTheDocument();
  });
});

describe('PreguntaReclutadorPage', () => {
  it('refuses a blank answer with a message and the focus on the field, sending nothing', async () => {
    const { requests } = stubApi(() => ({ body: pregunta() }), { jwt: 'jwt' });
    const { user } = abrirPregunta();
    await user.type(await screen.findByRole('textbox', { name: 'Tu respuesta' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Enviar respuesta' }));

    const campo = screen.getByRole('textbox', { name: 'Tu respuesta' });
    expect(campo).toHaveAccessibleDescription(expect.stringContaining('Escribe tu respuesta.'));
    expect(campo).toHaveFocus();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('says how many characters are left and refuses an answer over 1.000', async () => {
    const { requests } = stubApi(() => ({ body: pregunta() }), { jwt: 'jwt' });
    const { user } = abrirPregunta();
    const campo = await screen.findByRole('textbox', { name: 'Tu respuesta' });
    await user.type(campo, 'Sí');
    expect(campo).toHaveAccessibleDescription('Te quedan 998 caracteres.');
    await user.click(campo);
    await user.paste('x'.repeat(1000));
    expect(campo).toHaveAccessibleDescription('Te pasaste por 2 caracteres.');
    await user.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    expect(await screen.findByText('Tu respuesta puede tener hasta 1.000 caracteres.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('sends the answer, shows it as kept with its date, and updates the menu count from the api', async () => {
    const { requests } = stubApi((request) => {
      if (request.method === 'POST') return { body: pregunta({ respuesta: 'Sí, puedo los sábados.', respondida: '2026-11-05T10:00:00.000Z' }) };
      if (request.url.pathname === '/api/preguntas-reclutadores') return { body: { pendientes: 0, preguntas: [] } };
      return { body: pregunta() };
    }, { jwt: 'jwt' });
    const { user, store } = abrirPregunta();
    await user.type(await screen.findByRole('textbox', { name: 'Tu respuesta' }), 'Sí, puedo los sábados.');
    await user.click(screen.getByRole('button', { name: 'Enviar respuesta' }));

    expect(await screen.findByText('Enviamos tu respuesta a la empresa.')).toBeInTheDocument();
    expect(screen.getByText(textoEntero('Respondiste el 5 de noviembre de 2026.'))).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Tu respuesta' })).not.toBeInTheDocument();
    expect(JSON.parse(requests.find((r) => r.method === 'POST')!.body)).toEqual({ respuesta: 'Sí, puedo los sábados.' });
    await waitFor(() => { expect(store.get(preguntasPendientesAtom)).toBe(0); });
  });

  it('shows the api’s refusal when it was already answered, and then the answer the api kept', async () => {
    let respondidaYa = false;
    stubApi((request) => {
      if (request.method === 'POST') {
        respondidaYa = true;
        return rechazo(409, 'PREGUNTA_YA_RESPONDIDA', 'Ya respondiste esta pregunta.');
      }
      return { body: respondidaYa ? pregunta({ respuesta: 'Desde otra pestaña.', respondida: '2026-11-05T10:00:00.000Z' }) : pregunta() };
    }, { jwt: 'jwt' });
    const { user } = abrirPregunta();
    await user.type(await screen.findByRole('textbox', { name: 'Tu respuesta' }), 'Sí');
    await user.click(screen.getByRole('button', { name: 'Enviar respuesta' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Ya respondiste esta pregunta.');
    expect(await screen.findByText('Desde otra pestaña.')).toBeInTheDocument();
  });

  it('says so when the question is not the candidate’s or does not exist', async () => {
    stubApi(() => rechazo(404, 'PREGUNTA_NO_ENCONTRADA', 'La pregunta no existe.'), { jwt: 'jwt' });
    abrirPregunta(99);
    expect(await screen.findByText(/No encontramos esta pregunta/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a tus preguntas' })).toHaveAttribute('href', '/preguntas-reclutadores');
  });
});

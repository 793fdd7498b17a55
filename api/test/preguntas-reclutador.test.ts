import * as v from 'valibot';
import { ApiErrorSchema, PreguntaReclutadorSchema, PreguntasReclutadorSchema } from '@portal/shared/contract';
import { entornoDelArchivo } from './support/app-de-prueba';
import { conJwt, demoYNuevo } from './support/cuentas';

const entorno = entornoDelArchivo();
let demo: string, otro: string;
beforeAll(async () => ({ demo, nuevo: otro } = await demoYNuevo(entorno.app)));

const pedir = (url: string, jwt: string | null) =>
  entorno.app.inject({ method: 'GET', url, headers: conJwt(jwt) });
const responder = (idPregunta: number, body: unknown, jwt: string | null = demo) =>
  entorno.app.inject({
    method: 'POST',
    url: `/api/preguntas-reclutadores/${idPregunta}/respuesta`,
    headers: conJwt(jwt),
    payload: body as object,
  });

async function lista(jwt = demo) {
  const respuesta = await pedir('/api/preguntas-reclutadores', jwt);
  expect(respuesta.statusCode).toBe(200);
  return v.parse(PreguntasReclutadorSchema, respuesta.json());
}
const error = (respuesta: Awaited<ReturnType<typeof pedir>>) => ({ status: respuesta.statusCode, ...v.parse(ApiErrorSchema, respuesta.json()) });
const fila = async (idPregunta: number) =>
  (await entorno.base.db.query<{ respuesta: string | null; respondida: Date | null }>('SELECT respuesta, respondida FROM pregunta_reclutador WHERE id_pregunta = $1', [idPregunta])).rows[0]!;

/** A new question on one of the demo candidate's applications, as a recruiter's side would insert it. */
async function nuevaPregunta(pregunta: string): Promise<number> {
  const { rows } = await entorno.base.db.query<{ id_pregunta: number }>(
    `INSERT INTO pregunta_reclutador (id_postulacion, pregunta)
       SELECT id_postulacion, $1 FROM postulacion WHERE id_candidato = 1 AND retirada IS NULL ORDER BY creada DESC LIMIT 1
     RETURNING id_pregunta`,
    [pregunta],
  );
  return rows[0]!.id_pregunta;
}

describe('recruiters’ questions', () => {
  it('lists the demo candidate’s questions, those waiting first with their count, each with its application’s offer', async () => {
    const { pendientes, preguntas } = await lista();
    expect(pendientes).toBe(2);
    expect(preguntas.map((p) => p.respuesta === null)).toEqual([true, true, false]);
    // The longest-waiting question first.
    expect(preguntas[0]!.enviada < preguntas[1]!.enviada).toBe(true);
    expect(preguntas[2]).toMatchObject({ respuesta: 'Sí, tengo licencia clase B vigente hasta 2029.' });
    for (const p of preguntas) expect(p.postulacion.oferta.nombreCargo).not.toBe('');
  });

  it('gives another candidate an empty list and a 404 for the demo candidate’s question', async () => {
    expect(await lista(otro)).toEqual({ pendientes: 0, preguntas: [] });
    const [pregunta] = (await lista()).preguntas;
    expect(error(await pedir(`/api/preguntas-reclutadores/${pregunta!.idPregunta}`, otro))).toMatchObject({ status: 404, code: 'PREGUNTA_NO_ENCONTRADA' });
  });

  it('asks for a session', async () => {
    expect((await pedir('/api/preguntas-reclutadores', null)).statusCode).toBe(401);
    expect((await responder(1, { respuesta: 'Hola' }, null)).statusCode).toBe(401);
  });

  it('records an answer once, trimmed, with its date; a second answer is refused and the first stays', async () => {
    const id = await nuevaPregunta('¿Puedes asistir a una entrevista el lunes?');
    const antes = new Date();
    const respuesta = await responder(id, { respuesta: '  Sí, el lunes puedo a cualquier hora.  ' });
    expect(respuesta.statusCode).toBe(200);
    const respondida = v.parse(PreguntaReclutadorSchema, respuesta.json());
    expect(respondida.respuesta).toBe('Sí, el lunes puedo a cualquier hora.');
    expect(new Date(respondida.respondida!).getTime()).toBeGreaterThanOrEqual(antes.getTime() - 1000);

    expect(error(await responder(id, { respuesta: 'Otra respuesta' }))).toMatchObject({ status: 409, code: 'PREGUNTA_YA_RESPONDIDA', message: 'Ya respondiste esta pregunta.' });
    expect((await fila(id)).respuesta).toBe('Sí, el lunes puedo a cualquier hora.');
  });

  it('lets only one of two answers sent at once win', async () => {
    const id = await nuevaPregunta('¿Tienes experiencia con SAP?');
    const [a, b] = await Promise.all([responder(id, { respuesta: 'Sí, dos años.' }), responder(id, { respuesta: 'Sí, tres años.' })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const ganadora = a.statusCode === 200 ? 'Sí, dos años.' : 'Sí, tres años.';
    expect((await fila(id)).respuesta).toBe(ganadora);
  });

  it('refuses a blank or too long answer with a Spanish message and stores nothing', async () => {
    const id = await nuevaPregunta('¿Cuál es tu disponibilidad horaria?');
    expect(error(await responder(id, { respuesta: '   ' }))).toMatchObject({ status: 400, code: 'VALIDACION', message: 'Escribe tu respuesta.' });
    expect(error(await responder(id, { respuesta: 'x'.repeat(1001) }))).toMatchObject({ status: 400, message: 'Tu respuesta puede tener hasta 1.000 caracteres.' });
    expect(await fila(id)).toEqual({ respuesta: null, respondida: null });
  });

  it('does not let another candidate answer, and leaves the question waiting', async () => {
    const id = await nuevaPregunta('¿Vives cerca de Providencia?');
    expect(error(await responder(id, { respuesta: 'Sí' }, otro))).toMatchObject({ status: 404, code: 'PREGUNTA_NO_ENCONTRADA' });
    expect(await fila(id)).toEqual({ respuesta: null, respondida: null });
    expect((await responder(999_999, { respuesta: 'Sí' })).statusCode).toBe(404);
  });
});

describe('the data export (Ley 21.719)', () => {
  it('carries each application’s questions with their answers', async () => {
    const respuesta = await pedir('/api/cuenta/datos', demo);
    expect(respuesta.statusCode).toBe(200);
    const preguntas = (respuesta.json() as { postulaciones: { preguntasReclutador: { pregunta: string; respuesta: string | null }[] }[] }).postulaciones.flatMap(
      (p) => p.preguntasReclutador,
    );
    expect(preguntas).toContainEqual(expect.objectContaining({ pregunta: '¿Cuentas con licencia de conducir vigente?', respuesta: 'Sí, tengo licencia clase B vigente hasta 2029.' }));
    expect(preguntas.filter((p) => p.respuesta === null).length).toBeGreaterThanOrEqual(2);
  });
});

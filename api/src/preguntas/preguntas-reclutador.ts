// Recruiters' questions about the candidate's applications: the list, one question and its answer. Every
// query goes through the candidate's own applications: another candidate's question reads as not found.
import { sql, type Kysely } from 'kysely';
import type { PreguntaReclutador } from '@portal/shared/contract';
import type { Database } from '../db/tables';
import { apiError } from '../errors';
import { EMPRESA_CONFIDENCIAL } from '../ofertas/resumen';

const iso = (fecha: Date | string) => new Date(fecha).toISOString();

function preguntasDe(k: Kysely<Database>, idCandidato: number) {
  return k
    .selectFrom('pregunta_reclutador as q')
    .innerJoin('postulacion as p', 'p.id_postulacion', 'q.id_postulacion')
    .innerJoin('oferta as o', 'o.id_oferta', 'p.id_oferta')
    .innerJoin('empresa as e', 'e.id_empresa', 'o.id_empresa')
    .where('p.id_candidato', '=', idCandidato)
    .select([
      'q.id_pregunta',
      'q.pregunta',
      'q.enviada',
      'q.respuesta',
      'q.respondida',
      'p.id_postulacion',
      'o.id_oferta',
      'o.nombre_cargo',
      'o.confidencial',
      'e.nombre_fantasia',
    ]);
}

type Fila = Awaited<ReturnType<ReturnType<typeof preguntasDe>['execute']>>[number];

const aContrato = (f: Fila): PreguntaReclutador => ({
  idPregunta: f.id_pregunta,
  pregunta: f.pregunta,
  enviada: iso(f.enviada),
  respuesta: f.respuesta,
  respondida: f.respondida ? iso(f.respondida) : null,
  postulacion: {
    idPostulacion: f.id_postulacion,
    oferta: {
      idOferta: f.id_oferta,
      nombreCargo: f.nombre_cargo,
      nombreEmpresaFantasia: f.confidencial ? EMPRESA_CONFIDENCIAL : f.nombre_fantasia,
    },
  },
});

/** Those waiting for an answer first, oldest first (the longest-waiting recruiter); then the answered, newest first. */
export async function listarPreguntas(k: Kysely<Database>, idCandidato: number) {
  const filas = await preguntasDe(k, idCandidato)
    .orderBy(sql`q.respondida IS NOT NULL`)
    .orderBy(sql`CASE WHEN q.respondida IS NULL THEN q.enviada END`, 'asc')
    .orderBy('q.respondida', 'desc')
    .orderBy('q.id_pregunta')
    .execute();
  return { pendientes: filas.filter((f) => f.respondida === null).length, preguntas: filas.map(aContrato) };
}

const noEncontrada = () => apiError('PREGUNTA_NO_ENCONTRADA');

export async function leerPregunta(k: Kysely<Database>, idCandidato: number, idPregunta: number) {
  const fila = await preguntasDe(k, idCandidato).where('q.id_pregunta', '=', idPregunta).executeTakeFirst();
  if (!fila) throw noEncontrada();
  return aContrato(fila);
}

/** Records the answer once: one UPDATE that only an unanswered question of this candidate passes, so two tries never both win. */
export async function responderPregunta(k: Kysely<Database>, idCandidato: number, idPregunta: number, respuesta: string) {
  const respondida = await k
    .updateTable('pregunta_reclutador')
    .set({ respuesta, respondida: sql`now()` })
    .where('id_pregunta', '=', idPregunta)
    .where('respondida', 'is', null)
    .where('id_postulacion', 'in', (eb) => eb.selectFrom('postulacion').select('id_postulacion').where('id_candidato', '=', idCandidato))
    .returning('id_pregunta')
    .executeTakeFirst();
  if (respondida) return leerPregunta(k, idCandidato, idPregunta);
  // Not updated: someone else's or missing (404), or already answered (409).
  await leerPregunta(k, idCandidato, idPregunta);
  throw apiError('PREGUNTA_YA_RESPONDIDA');
}

// The candidate's job alerts: list, create, change (rename, frequency, pause, resume), delete, export.
// Every statement is bounded by id_candidato, so another candidate's alert is a 404 and nothing changes.
import { sql, type Kysely, type Selectable } from 'kysely';
import { MAX_ALERTAS, type Alerta, type CambioAlertaBody, type FrecuenciaAlerta, type NuevaAlertaBody, type ParametrosAlerta } from '@portal/shared/contract';
import type { Database } from '../db/tables';
import { apiError } from '../errors';
import { describirAlerta } from './descripcion';

export type FilaAlerta = Selectable<Database['alerta']>;

/** How often an alert is e-mailed, as a PostgreSQL interval. */
export const periodo = (frecuencia: FrecuenciaAlerta) => sql<string>`${frecuencia === 'DIARIA' ? '1 day' : '7 days'}::interval`;

export const alertaNoEncontrada = () => apiError('ALERTA_NO_ENCONTRADA');

const iso = (fecha: Date | string | null) => (fecha === null ? null : new Date(fecha).toISOString());

export async function aAlerta(k: Kysely<Database>, fila: FilaAlerta): Promise<Alerta> {
  const parametros = fila.parametros as Alerta['parametros'];
  return {
    idAlerta: fila.id_alerta,
    nombre: fila.nombre,
    frecuencia: fila.frecuencia,
    activa: fila.activa,
    parametros,
    descripcion: await describirAlerta(k, parametros as unknown as ParametrosAlerta),
    creada: iso(fila.creada)!,
    ultimoEnvio: iso(fila.ultimo_envio),
  };
}

export async function listarAlertas(k: Kysely<Database>, idCandidato: number): Promise<Alerta[]> {
  const filas = await k.selectFrom('alerta').selectAll().where('id_candidato', '=', idCandidato).orderBy('id_alerta', 'desc').execute();
  return Promise.all(filas.map((fila) => aAlerta(k, fila)));
}

export function alertaDe(k: Kysely<Database>, idCandidato: number, idAlerta: number): Promise<FilaAlerta | undefined> {
  return k.selectFrom('alerta').selectAll().where('id_alerta', '=', idAlerta).where('id_candidato', '=', idCandidato).executeTakeFirst();
}

/**
 * A new alert is e-mailed at the next run with the offers of its last period, then once a period with the
 * offers published since its previous e-mail. Its links point to the configured origin of its portal
 * (`parametros.idDominio`), found when it is sent.
 */
export async function crearAlerta(k: Kysely<Database>, idCandidato: number, { nombre, frecuencia, parametros }: NuevaAlertaBody): Promise<Alerta> {
  const { n } = await k.selectFrom('alerta').select((eb) => eb.fn.countAll<number>().as('n')).where('id_candidato', '=', idCandidato).executeTakeFirstOrThrow();
  if (Number(n) >= MAX_ALERTAS) throw apiError('ALERTAS_LIMITE');
  // jsonb equality ignores the order of keys: the same search sent again is the same alert.
  const repetida = await k
    .selectFrom('alerta')
    .select('id_alerta')
    .where('id_candidato', '=', idCandidato)
    .where(sql<boolean>`parametros = ${JSON.stringify(parametros)}::jsonb`)
    .executeTakeFirst();
  if (repetida) throw apiError('ALERTA_REPETIDA');
  const fila = await k
    .insertInto('alerta')
    .values({
      id_candidato: idCandidato,
      nombre: nombre.trim(),
      frecuencia,
      parametros: JSON.stringify(parametros),
      publicadas_hasta: sql<Date>`now() - ${periodo(frecuencia)}`,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return aAlerta(k, fila);
}

/**
 * A new frequency takes effect from the last e-mail; a resumed alert sends only offers of its last period
 * (not everything published while it was paused).
 */
export async function cambiarAlerta(k: Kysely<Database>, idCandidato: number, idAlerta: number, { nombre, frecuencia, activa }: CambioAlertaBody): Promise<Alerta> {
  const reanudada = sql<boolean>`(NOT activa AND ${activa})`;
  const fila = await k
    .updateTable('alerta')
    .set({
      nombre: nombre.trim(),
      frecuencia,
      activa,
      proximo_envio: sql<Date>`CASE WHEN frecuencia <> ${frecuencia} THEN COALESCE(ultimo_envio + ${periodo(frecuencia)}, now()) ELSE proximo_envio END`,
      publicadas_hasta: sql<Date>`CASE WHEN ${reanudada} THEN GREATEST(publicadas_hasta, now() - ${periodo(frecuencia)}) ELSE publicadas_hasta END`,
      reclamada_hasta: sql<Date | null>`CASE WHEN ${reanudada} THEN NULL ELSE reclamada_hasta END`,
    })
    .where('id_alerta', '=', idAlerta)
    .where('id_candidato', '=', idCandidato)
    .returningAll()
    .executeTakeFirst();
  if (!fila) throw alertaNoEncontrada();
  return aAlerta(k, fila);
}

export async function eliminarAlerta(k: Kysely<Database>, idCandidato: number, idAlerta: number): Promise<void> {
  const borrada = await k.deleteFrom('alerta').where('id_alerta', '=', idAlerta).where('id_candidato', '=', idCandidato).returning('id_alerta').executeTakeFirst();
  if (!borrada) throw alertaNoEncontrada();
}

/** The alerts as GET /api/cuenta/datos lists them. */
export async function alertasExportadas(k: Kysely<Database>, idCandidato: number) {
  return (await listarAlertas(k, idCandidato)).map(({ nombre, frecuencia, activa, descripcion, parametros, creada, ultimoEnvio }) => ({
    nombre,
    frecuencia,
    activa,
    busqueda: descripcion,
    parametros,
    creada,
    ultimoEnvio,
  }));
}

// What the links of an alert e-mail do, with the link's token as the only authority (no session): read
// what the link is about, unsubscribe, vote "¿te sirvió?", answer the stimulus question. Each link answers
// once (its jti is recorded in the same statement or transaction as the answer); the alert must still be
// the token's candidate's, otherwise 404.
import type { RespuestaEstimulo, VotoAlerta, EnlaceAlerta } from '@portal/shared/contract';
import type { Kysely } from 'kysely';
import type { Db } from '../db/db';
import { createKysely } from '../db/kysely';
import type { Database } from '../db/tables';
import { apiError } from '../errors';
import { aAlerta, alertaDe, alertaNoEncontrada } from './alertas';
import { leerEnlace, type EnlaceLeido, type Proposito } from './enlaces';

const usado = (enlace: EnlaceLeido) => `${enlace.aud}:${enlace.jti}`;

async function respondido(k: Kysely<Database>, proposito: Proposito, enlace: EnlaceLeido): Promise<boolean> {
  const fila =
    proposito === 'cancelar'
      ? await k.selectFrom('token_usado').select('jti').where('jti', '=', usado(enlace)).executeTakeFirst()
      : await k.selectFrom('alerta_respuesta').select('jti').where('jti', '=', enlace.jti).executeTakeFirst();
  return fila !== undefined;
}

export async function leerEnlaceAlerta(k: Kysely<Database>, clave: Buffer, token: string, proposito: Proposito): Promise<EnlaceAlerta> {
  const enlace = leerEnlace(clave, token, proposito);
  const fila = await alertaDe(k, enlace.idCandidato, enlace.idAlerta);
  if (!fila) throw alertaNoEncontrada();
  const { idAlerta, nombre, descripcion } = await aAlerta(k, fila);
  return { idAlerta, nombre, descripcion, respondido: await respondido(k, proposito, enlace) };
}

/**
 * Unsubscribes (deletes the alert). From the page the link works once (RESPUESTA_DOBLE afterwards);
 * the one-click POST of RFC 8058 (`unaVez` false) may be repeated by a mail client and then changes nothing.
 */
export async function cancelarPorEnlace(db: Db, clave: Buffer, token: string, idAlerta: number, unaVez = true): Promise<void> {
  const enlace = leerEnlace(clave, token, 'cancelar', idAlerta);
  await db.transaction(async (tx) => {
    const t = createKysely(tx);
    if (unaVez) {
      const gastado = await t
        .insertInto('token_usado')
        .values({ jti: usado(enlace), expira: new Date(enlace.exp * 1000) })
        .onConflict((oc) => oc.column('jti').doNothing())
        .returning('jti')
        .executeTakeFirst();
      if (!gastado) throw apiError('RESPUESTA_DOBLE');
    }
    const borrada = await t.deleteFrom('alerta').where('id_alerta', '=', idAlerta).where('id_candidato', '=', enlace.idCandidato).returning('id_alerta').executeTakeFirst();
    if (!borrada && unaVez) throw alertaNoEncontrada();
  });
}

type Respuesta = { tipo: 'VOTACION'; valor: VotoAlerta } | { tipo: 'ESTIMULO'; valor: RespuestaEstimulo };

/** Records a vote or a stimulus answer; a candidate who found a job gets the alert paused. */
export async function responderEnlace(db: Db, clave: Buffer, token: string, respuesta: Respuesta): Promise<void> {
  const enlace = leerEnlace(clave, token, respuesta.tipo === 'VOTACION' ? 'votacion' : 'estimulo');
  await db.transaction(async (tx) => {
    const t = createKysely(tx);
    if (!(await alertaDe(t, enlace.idCandidato, enlace.idAlerta))) throw alertaNoEncontrada();
    const guardada = await t
      .insertInto('alerta_respuesta')
      .values({ jti: enlace.jti, id_alerta: enlace.idAlerta, id_candidato: enlace.idCandidato, tipo: respuesta.tipo, valor: respuesta.valor })
      .onConflict((oc) => oc.column('jti').doNothing())
      .returning('jti')
      .executeTakeFirst();
    if (!guardada) throw apiError('RESPUESTA_DOBLE');
    if (respuesta.valor === 'YA_ENCONTRE') {
      await t.updateTable('alerta').set({ activa: false }).where('id_alerta', '=', enlace.idAlerta).execute();
    }
  });
}

// What the links of the e-mails about an application do, with the link's token as the only authority (no
// session): read what the link is about, answer the placement follow-up, leave an invited process. Each link
// answers once (its jti is recorded in the transaction of the answer); the application must be the token's
// candidate's (and, to leave it, one the candidate was invited to), otherwise 404.
import type { EnlacePostulacion, PropositoEnlacePostulacion } from '@portal/shared/contract';
import { sql, type Kysely } from 'kysely';
import type { Db } from '../db/db';
import { createKysely } from '../db/kysely';
import type { Database } from '../db/tables';
import { apiError } from '../errors';
import { EMPRESA_CONFIDENCIAL } from '../ofertas/resumen';
import { leerEnlacePostulacion, type EnlacePostulacionLeido } from './enlaces';

/** Origins of an application made through an invitation (SPEC.md's origin enumeration). */
export const ORIGENES_INVITACION = ['TF_INVITACION', 'TF_INVITACION_MOBILE'] as const;

function postulacionDelEnlace(k: Kysely<Database>, enlace: EnlacePostulacionLeido, proposito: PropositoEnlacePostulacion) {
  let consulta = k
    .selectFrom('postulacion as p')
    .innerJoin('oferta as o', 'o.id_oferta', 'p.id_oferta')
    .innerJoin('empresa as e', 'e.id_empresa', 'o.id_empresa')
    .select(['p.id_postulacion', 'p.creada', 'p.estado', 'p.retirada', 'o.nombre_cargo', 'o.confidencial', 'e.nombre_fantasia'])
    .where('p.id_postulacion', '=', enlace.idPostulacion)
    .where('p.id_candidato', '=', enlace.idCandidato);
  if (proposito === 'desiste') consulta = consulta.where('p.origen', 'in', ORIGENES_INVITACION);
  return consulta;
}

type Fila = NonNullable<Awaited<ReturnType<ReturnType<typeof postulacionDelEnlace>['executeTakeFirst']>>>;

/** An invited process can be left while it is on: not withdrawn already, not finished. */
function revisarAbierta(fila: Pick<Fila, 'estado' | 'retirada'>): void {
  if (fila.retirada) throw apiError('POSTULACION_YA_RETIRADA');
  if (fila.estado === 'FINALIZADA') throw apiError('POSTULACION_FINALIZADA');
}

const respondidoCon = async (k: Kysely<Database>, jti: string) => (await k.selectFrom('postulacion_respuesta_correo').select('jti').where('jti', '=', jti).executeTakeFirst()) !== undefined;

export async function leerEnlace(k: Kysely<Database>, clave: Buffer, token: string, proposito: PropositoEnlacePostulacion): Promise<EnlacePostulacion> {
  const enlace = leerEnlacePostulacion(clave, token, proposito);
  const fila = await postulacionDelEnlace(k, enlace, proposito).executeTakeFirst();
  if (!fila) throw apiError('POSTULACION_NO_ENCONTRADA');
  const respondido = await respondidoCon(k, enlace.jti);
  if (proposito === 'desiste' && !respondido) revisarAbierta(fila);
  return {
    idPostulacion: fila.id_postulacion,
    fecha: new Date(fila.creada).toISOString(),
    oferta: { nombreCargo: fila.nombre_cargo, nombreEmpresaFantasia: fila.confidencial ? EMPRESA_CONFIDENCIAL : fila.nombre_fantasia },
    respondido,
  };
}

/** Records the link's answer once (RESPUESTA_DOBLE afterwards); `despues` acts on the application in the same transaction. */
async function responder(
  db: Db,
  clave: Buffer,
  token: string,
  proposito: PropositoEnlacePostulacion,
  valor: 'SI' | 'NO' | 'DESISTE',
  despues?: (t: Kysely<Database>, fila: Fila) => Promise<void>,
): Promise<void> {
  const enlace = leerEnlacePostulacion(clave, token, proposito);
  await db.transaction(async (tx) => {
    const t = createKysely(tx);
    const fila = await postulacionDelEnlace(t, enlace, proposito).forUpdate(['p']).executeTakeFirst();
    if (!fila) throw apiError('POSTULACION_NO_ENCONTRADA');
    const guardada = await t
      .insertInto('postulacion_respuesta_correo')
      .values({ jti: enlace.jti, id_postulacion: enlace.idPostulacion, id_candidato: enlace.idCandidato, tipo: proposito === 'colocacion' ? 'COLOCACION' : 'DESISTE', valor })
      .onConflict((oc) => oc.column('jti').doNothing())
      .returning('jti')
      .executeTakeFirst();
    if (!guardada) throw apiError('RESPUESTA_DOBLE');
    await despues?.(t, fila);
  });
}

/** "¿Fuiste contratado/a?": sí or no, recorded against the application. */
export function responderColocacion(db: Db, clave: Buffer, token: string, contratado: boolean): Promise<void> {
  return responder(db, clave, token, 'colocacion', contratado ? 'SI' : 'NO');
}

/** Leaves the invited process: the application is withdrawn, as if the candidate withdrew it in their area. */
export function desistirProceso(db: Db, clave: Buffer, token: string): Promise<void> {
  return responder(db, clave, token, 'desiste', 'DESISTE', async (t, fila) => {
    revisarAbierta(fila);
    await t.updateTable('postulacion').set({ retirada: sql`now()` }).where('id_postulacion', '=', fila.id_postulacion).execute();
  });
}

// Deleting an account (Ley 21.719, right to deletion): every row of the candidate goes in one transaction,
// then the stored files. Files go last: a failed transaction leaves the account whole, files included, and
// a file whose removal fails is only a file without a row (logged), never a row without its file. The
// goodbye e-mail is queued in the same transaction: sent only if the account really went.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/db';
import { createKysely } from '../db/kysely';
import type { Almacen } from '../almacen/almacen';
import { avisarCuentaEliminada, type ContextoCorreo } from './avisos';

export async function eliminarCuenta(db: Db, almacen: Almacen, cuenta: { idCandidato: number; correo: string }, contexto: ContextoCorreo, log: FastifyBaseLogger): Promise<void> {
  const { idCandidato } = cuenta;
  const claves = await db.transaction(async (tx) => {
    const t = createKysely(tx);
    const archivos = await t.selectFrom('archivo').select('clave').where('id_candidato', '=', idCandidato).execute();
    const postulaciones = t.selectFrom('postulacion').select('id_postulacion').where('id_candidato', '=', idCandidato);
    await t.deleteFrom('postulacion_respuesta').where('id_postulacion', 'in', postulaciones).execute();
    await t.deleteFrom('postulacion_documento').where('id_postulacion', 'in', postulaciones).execute();
    // Children before their parents; tables added later with ON DELETE CASCADE follow the candidate row (the
    // CV's, whose links to its file and photo are SET NULL as those `archivo` rows go).
    for (const tabla of ['postulacion', 'archivo', 'oferta_guardada', 'candidato_institucion', 'candidato_preferencia', 'sesion'] as const) {
      await t.deleteFrom(tabla).where('id_candidato', '=', idCandidato).execute();
    }
    await t.deleteFrom('candidato').where('id_candidato', '=', idCandidato).execute();
    await avisarCuentaEliminada(t, contexto, cuenta.correo);
    return archivos.map((a) => a.clave);
  });
  const resultados = await Promise.allSettled(claves.map((clave) => almacen.borrar(clave)));
  for (const r of resultados) if (r.status === 'rejected') log.error({ err: r.reason, idCandidato }, 'no se pudo borrar un archivo de una cuenta eliminada');
}

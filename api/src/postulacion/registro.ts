// Writes an application: its files to storage, then its rows in one transaction. Storage is outside the
// database, so the files of a write that fails (a storage error, a conflict, a rollback) are removed
// again: no file is left without its `archivo` row.
import { instantanea } from '../curriculum/instantanea';
import type { Db } from '../db/db';
import { createKysely } from '../db/kysely';
import { apiError } from '../errors';
import type { Almacen } from './almacen';
import { revisarArchivo, type ArchivoRevisado } from './archivos';
import type { FormularioPostulacion } from './formulario';
import type { Adjuntos } from './reglas';

async function borrarTodos(almacen: Almacen, claves: string[]): Promise<void> {
  await Promise.allSettled(claves.map((clave) => almacen.borrar(clave)));
}

/** Every file stored, or none: when one write fails the others are removed. */
async function guardarTodos(almacen: Almacen, archivos: ArchivoRevisado[]): Promise<string[]> {
  const guardados = await Promise.allSettled(archivos.map((a) => almacen.guardar(a.bytes, a.extension)));
  const claves = guardados.flatMap((g) => (g.status === 'fulfilled' ? [g.value] : []));
  const fallo = guardados.find((g) => g.status === 'rejected');
  if (fallo) {
    await borrarTodos(almacen, claves);
    throw fallo.reason;
  }
  return claves;
}

export async function registrarPostulacion(
  db: Db,
  almacen: Almacen,
  idCandidato: number,
  formulario: FormularioPostulacion,
  { curriculum, perfil, documentos }: Adjuntos,
): Promise<{ id_postulacion: number; creada: Date }> {
  const revisados = await Promise.all([...documentos.map((d) => d.archivo), ...(curriculum ? [curriculum] : [])].map(revisarArchivo));
  const claves = await guardarTodos(almacen, revisados);
  const archivoCurriculum = revisados.find((a) => a.campo === 'curriculum');
  const enviado = instantanea(
    perfil,
    archivoCurriculum ? { nombre: archivoCurriculum.nombre, tipoMime: archivoCurriculum.tipoMime, bytes: archivoCurriculum.bytes.length } : (perfil?.cv.archivo ?? null),
  );
  try {
    return await db.transaction(async (tx) => {
      const t = createKysely(tx);
      const ids = new Map<string, number>();
      for (const [i, archivo] of revisados.entries()) {
        const { id_archivo } = await t
          .insertInto('archivo')
          .values({ id_candidato: idCandidato, clave: claves[i]!, nombre_original: archivo.nombre, tipo_mime: archivo.tipoMime, bytes: archivo.bytes.length })
          .returning('id_archivo')
          .executeTakeFirstOrThrow();
        ids.set(archivo.campo, id_archivo);
      }
      const fila = await t
        .insertInto('postulacion')
        .values({
          id_candidato: idCandidato,
          id_oferta: formulario.idOferta,
          origen: formulario.origen,
          usar_curriculum_perfil: !curriculum,
          id_archivo_curriculum: ids.get('curriculum') ?? perfil?.idArchivo ?? null,
          curriculum_enviado: enviado,
        })
        .onConflict((oc) => oc.columns(['id_candidato', 'id_oferta']).doNothing())
        .returning(['id_postulacion', 'creada'])
        .executeTakeFirst();
      if (!fila) throw apiError('YA_POSTULADO');
      if (formulario.respuestas.length) {
        await t
          .insertInto('postulacion_respuesta')
          .values(formulario.respuestas.map((r) => ({ id_postulacion: fila.id_postulacion, id_pregunta: r.idPregunta, respuesta: r.respuesta })))
          .execute();
      }
      for (const d of documentos) {
        await t
          .insertInto('postulacion_documento')
          .values({ id_postulacion: fila.id_postulacion, id_documento: d.idDocumento, id_archivo: ids.get(d.archivo.campo)! })
          .execute();
      }
      return fila;
    });
  } catch (error) {
    await borrarTodos(almacen, claves);
    throw error;
  }
}

// The CV file and the profile photo: checked by their real type while they stream in (the apply form's rules
// and code), stored under server-generated keys, replaced and removed. A file an application sent stays with
// that application (its row and bytes) when the CV drops it: the employer received it.
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type/core';
import { MAX_BYTES_FOTO } from '@portal/shared/contract';
import type { Db } from '../db/db';
import { createKysely } from '../db/kysely';
import type { Database } from '../db/tables';
import type { Kysely } from 'kysely';
import { ApiError, apiError } from '../errors';
import type { Almacen } from '../almacen/almacen';
import { guardarRevisado, recibirDocumento, type ArchivoSubido, type ParteArchivo } from '../almacen/archivos';

export type TipoArchivoCurriculum = 'archivo' | 'foto';
const COLUMNA = { archivo: 'id_archivo', foto: 'id_foto' } as const;
const TIPOS_FOTO: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png' };

/** A photo is a JPEG or PNG (what the cropper produces and the PDF can draw), at most 1 MB. */
async function recibirFoto(almacen: Almacen, parte: ParteArchivo): Promise<ArchivoSubido> {
  return guardarRevisado(almacen, parte, 'foto', {
    maxBytes: MAX_BYTES_FOTO,
    muyGrande: new ApiError(413, 'ARCHIVO_NO_VALIDO', 'La foto puede pesar como máximo 1 MB.'),
    async tipo(muestra) {
      const detectado = await fileTypeFromBuffer(muestra);
      const tipoMime = detectado && TIPOS_FOTO[detectado.ext];
      if (!tipoMime) throw apiError('ARCHIVO_NO_VALIDO', 'La foto debe ser una imagen JPG o PNG.');
      return { extension: detectado.ext, tipoMime };
    },
  }).then((foto) => ({ ...foto, nombre: `foto.${foto.extension}` }));
}

/**
 * The one file of a multipart body (its field is named `tipo`), checked and stored as it arrives; any
 * other file part is refused when it is seen. The caller removes the stored file when it does not keep it.
 */
export async function recibirArchivoUnico(request: FastifyRequest, almacen: Almacen, tipo: TipoArchivoCurriculum): Promise<ArchivoSubido> {
  if (!request.isMultipart()) throw apiError('VALIDACION', 'Envía el archivo como formulario multipart/form-data.');
  let archivo: ArchivoSubido | null = null;
  try {
    for await (const parte of request.parts()) {
      if (parte.type !== 'file') continue;
      if (parte.fieldname !== tipo || archivo) {
        parte.file.destroy();
        throw apiError('VALIDACION', archivo ? 'Envía un solo archivo.' : `Envía el archivo en el campo «${tipo}».`);
      }
      archivo = tipo === 'foto' ? await recibirFoto(almacen, parte) : await recibirDocumento(almacen, parte);
    }
  } catch (error) {
    if (archivo) await almacen.borrar(archivo.clave).catch(() => {});
    if ((error as { code?: string }).code?.startsWith('FST_')) throw apiError('VALIDACION', 'Envía un solo archivo.');
    throw error;
  }
  if (!archivo) throw apiError('VALIDACION', `Falta el archivo «${tipo}».`);
  return archivo;
}

/** Removes the `archivo` row `id` unless an application sent it; the key of a removed one, to delete its bytes. */
async function soltarArchivo(t: Kysely<Database>, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const fila = await t
    .deleteFrom('archivo')
    .where('id_archivo', '=', id)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('postulacion').select('id_postulacion').where('id_archivo_curriculum', '=', id))))
    .returning('clave')
    .executeTakeFirst();
  return fila?.clave ?? null;
}

/**
 * Makes a stored upload the CV's file or photo. The previous one's row and bytes go in the same step: its
 * bytes are removed before the transaction commits, so a storage that refuses the removal rolls it back,
 * and the new file is removed again. Either way rows and files stay in step.
 */
export async function guardarArchivoCurriculum(db: Db, almacen: Almacen, idCandidato: number, tipo: TipoArchivoCurriculum, subido: ArchivoSubido): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const t = createKysely(tx);
      const { id_archivo } = await t
        .insertInto('archivo')
        .values({ id_candidato: idCandidato, clave: subido.clave, nombre_original: subido.nombre, tipo_mime: subido.tipoMime, bytes: subido.bytes })
        .returning('id_archivo')
        .executeTakeFirstOrThrow();
      await tx.query('INSERT INTO curriculum (id_candidato) VALUES ($1) ON CONFLICT (id_candidato) DO NOTHING', [idCandidato]);
      const previo = await t.selectFrom('curriculum').select(COLUMNA[tipo]).where('id_candidato', '=', idCandidato).forUpdate().executeTakeFirstOrThrow();
      await t.updateTable('curriculum').set({ [COLUMNA[tipo]]: id_archivo, actualizado: new Date() }).where('id_candidato', '=', idCandidato).execute();
      const anterior = await soltarArchivo(t, (previo as Record<string, number | null>)[COLUMNA[tipo]] ?? null);
      if (anterior) await almacen.borrar(anterior);
    });
  } catch (error) {
    await almacen.borrar(subido.clave).catch(() => {});
    throw error;
  }
}

const NO_SUBIDO: Record<TipoArchivoCurriculum, string> = {
  archivo: 'Aún no subiste un archivo con tu currículum.',
  foto: 'Aún no subiste una foto de perfil.',
};

export async function quitarArchivoCurriculum(db: Db, almacen: Almacen, idCandidato: number, tipo: TipoArchivoCurriculum): Promise<void> {
  await db.transaction(async (tx) => {
    const t = createKysely(tx);
    const fila = await t.selectFrom('curriculum').select(COLUMNA[tipo]).where('id_candidato', '=', idCandidato).forUpdate().executeTakeFirst();
    const id = (fila as Record<string, number | null> | undefined)?.[COLUMNA[tipo]] ?? null;
    if (id === null) throw apiError('ARCHIVO_NO_ENCONTRADO', NO_SUBIDO[tipo]);
    await t.updateTable('curriculum').set({ [COLUMNA[tipo]]: null, actualizado: new Date() }).where('id_candidato', '=', idCandidato).execute();
    // The bytes go before the commit: a storage that refuses to remove them rolls the change back, so the CV
    // never points at nothing nor leaves a file without its row.
    const clave = await soltarArchivo(t, id);
    if (clave) await almacen.borrar(clave);
  });
}

/** The candidate's own CV file or photo: only rows reached through their own `curriculum` row. */
export async function leerArchivoCurriculum(k: Kysely<Database>, almacen: Almacen, idCandidato: number, tipo: TipoArchivoCurriculum) {
  const fila = await k
    .selectFrom('curriculum as c')
    .innerJoin('archivo as a', 'a.id_archivo', `c.${COLUMNA[tipo]}`)
    .select(['a.clave', 'a.nombre_original', 'a.tipo_mime'])
    .where('c.id_candidato', '=', idCandidato)
    .where('a.id_candidato', '=', idCandidato)
    .executeTakeFirst();
  if (!fila) throw apiError('ARCHIVO_NO_ENCONTRADO', NO_SUBIDO[tipo]);
  return { nombre: fila.nombre_original, tipoMime: fila.tipo_mime, bytes: await almacen.leer(fila.clave) };
}

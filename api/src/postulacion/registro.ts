// Writes an application: its files are already in storage (streamed while the form was read, formulario.ts),
// then its rows in one transaction. Storage is outside the database, so the files of an application that is
// refused or fails (a rule, a conflict, a rollback, a storage error) are removed again: no file is left
// without its `archivo` row.
import type { Kysely } from 'kysely';
import { href } from '@portal/shared/routes';
import { encolarCorreo } from '../correo/bandeja';
import type { PortalDelCorreo } from '../correo/portal';
import { correoPostulacionRecibida } from '../correo-postulacion/plantillas';
import { instantanea } from '../curriculum/instantanea';
import type { Db } from '../db/db';
import { createKysely } from '../db/kysely';
import type { Database } from '../db/tables';
import { apiError } from '../errors';
import { EMPRESA_CONFIDENCIAL } from '../ofertas/resumen';
import type { Almacen } from '../almacen/almacen';
import { borrarArchivos } from '../almacen/archivos';
import type { FormularioPostulacion } from './formulario';
import { exigirReglas, type Adjuntos } from './reglas';

/**
 * Records an application whose files leerFormulario already stored: the rules, then its rows in one
 * transaction. When either refuses, its files are removed again.
 */
export async function registrarPostulacion(
  db: Db,
  k: Kysely<Database>,
  almacen: Almacen,
  idCandidato: number,
  formulario: FormularioPostulacion,
  portal: PortalDelCorreo,
): Promise<{ id_postulacion: number; creada: Date }> {
  try {
    const adjuntos = await exigirReglas(k, idCandidato, formulario);
    return await escribirFilas(db, idCandidato, formulario, adjuntos, portal);
  } catch (error) {
    await borrarArchivos(almacen, formulario.archivos);
    throw error;
  }
}

async function escribirFilas(db: Db, idCandidato: number, formulario: FormularioPostulacion, { curriculum, perfil, documentos }: Adjuntos, portal: PortalDelCorreo) {
  const revisados = [...documentos.map((d) => d.archivo), ...(curriculum ? [curriculum] : [])];
  const enviado = instantanea(
    perfil,
    curriculum ? { nombre: curriculum.nombre, tipoMime: curriculum.tipoMime, bytes: curriculum.bytes } : (perfil?.cv.archivo ?? null),
  );
  return db.transaction(async (tx) => {
    const t = createKysely(tx);
    const ids = new Map<string, number>();
    for (const archivo of revisados) {
      const { id_archivo } = await t
        .insertInto('archivo')
        .values({ id_candidato: idCandidato, clave: archivo.clave, nombre_original: archivo.nombre, tipo_mime: archivo.tipoMime, bytes: archivo.bytes })
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
    await avisarPostulacion(t, portal, idCandidato, formulario.idOferta);
    return fila;
  });
}

/** The candidate's receipt, queued in the application's transaction: sent only if the application stands. */
async function avisarPostulacion(t: Kysely<Database>, portal: PortalDelCorreo, idCandidato: number, idOferta: number) {
  const { correo, nombres, nombre_cargo, confidencial, nombre_fantasia } = await t
    .selectFrom('candidato as c')
    .innerJoin('oferta as o', (join) => join.on('o.id_oferta', '=', idOferta))
    .innerJoin('empresa as e', 'e.id_empresa', 'o.id_empresa')
    .select(['c.correo', 'c.nombres', 'o.nombre_cargo', 'o.confidencial', 'e.nombre_fantasia'])
    .where('c.id_candidato', '=', idCandidato)
    .executeTakeFirstOrThrow();
  await encolarCorreo(
    t,
    correoPostulacionRecibida({
      portal: portal.nombre,
      para: correo,
      nombres,
      cargo: nombre_cargo,
      empresa: confidencial ? EMPRESA_CONFIDENCIAL : nombre_fantasia,
      enlace: `${portal.origen}${href('misPostulaciones')}`,
    }),
  );
}

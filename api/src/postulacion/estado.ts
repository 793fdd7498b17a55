// Whether a candidate applied to an offer, and whether they have a profile CV to apply with.
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

export async function estadoPostulacion(k: Kysely<Database>, idCandidato: number, idOferta: number) {
  const [postulacion, curriculum] = await Promise.all([
    k.selectFrom('postulacion').select('creada').where('id_candidato', '=', idCandidato).where('id_oferta', '=', idOferta).executeTakeFirst(),
    k.selectFrom('curriculum_perfil').select('id_candidato').where('id_candidato', '=', idCandidato).executeTakeFirst(),
  ]);
  return {
    postulado: Boolean(postulacion),
    fecha: postulacion ? new Date(postulacion.creada).toISOString() : null,
    tieneCurriculumPerfil: Boolean(curriculum),
  };
}

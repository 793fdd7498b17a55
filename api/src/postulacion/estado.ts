// Whether a candidate applied to an offer, and the profile CV they could apply with.
import type { Kysely } from 'kysely';
import { curriculumPerfil, resumenCurriculumPerfil } from '../curriculum/instantanea';
import type { Database } from '../db/tables';

export async function estadoPostulacion(k: Kysely<Database>, idCandidato: number, idOferta: number) {
  const [postulacion, perfil] = await Promise.all([
    k.selectFrom('postulacion').select('creada').where('id_candidato', '=', idCandidato).where('id_oferta', '=', idOferta).executeTakeFirst(),
    curriculumPerfil(k, idCandidato),
  ]);
  return {
    postulado: Boolean(postulacion),
    fecha: postulacion ? new Date(postulacion.creada).toISOString() : null,
    tieneCurriculumPerfil: perfil.enviable,
    curriculumPerfil: resumenCurriculumPerfil(perfil),
    faltantesCurriculum: perfil.faltantes,
  };
}

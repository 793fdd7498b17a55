// Reads a candidate's whole CV in the contract's shape (sections in the candidate's order, completeness).
import type { Kysely } from 'kysely';
import type { Curriculum, Estudio, Experiencia, Idioma, PerfilCurriculum } from '@portal/shared/contract';
import type { Database } from '../db/tables';
import { completitud } from './completitud';

const iso = (fecha: Date | string) => new Date(fecha).toISOString();

const PERFIL_VACIO: PerfilCurriculum = { resumen: null, cargoDeseado: null, pretensionRenta: null, disponibilidad: null, jornadas: [], modalidades: [], licencias: [] };

/** The CV row with its file and photo, or undefined before the first change. */
export function filaCurriculum(k: Kysely<Database>, idCandidato: number) {
  return k
    .selectFrom('curriculum as c')
    .leftJoin('archivo as a', 'a.id_archivo', 'c.id_archivo')
    .leftJoin('archivo as f', 'f.id_archivo', 'c.id_foto')
    .select([
      'c.resumen', 'c.cargo_deseado', 'c.pretension_renta', 'c.disponibilidad', 'c.jornadas', 'c.modalidades', 'c.licencias', 'c.actualizado',
      'a.id_archivo', 'a.clave as clave_archivo', 'a.nombre_original', 'a.tipo_mime', 'a.bytes', 'a.creado as archivo_creado',
      'f.id_archivo as id_foto', 'f.clave as clave_foto', 'f.tipo_mime as tipo_foto', 'f.creado as foto_creada',
    ])
    .where('c.id_candidato', '=', idCandidato)
    .executeTakeFirst();
}

export async function leerCurriculum(k: Kysely<Database>, idCandidato: number): Promise<Curriculum> {
  const [candidato, fila, experiencias, estudios, idiomas, habilidades] = await Promise.all([
    k.selectFrom('candidato').select(['nombres', 'apellidos']).where('id_candidato', '=', idCandidato).executeTakeFirstOrThrow(),
    filaCurriculum(k, idCandidato),
    k.selectFrom('curriculum_experiencia').selectAll().where('id_candidato', '=', idCandidato).orderBy('orden').execute(),
    k.selectFrom('curriculum_estudio').selectAll().where('id_candidato', '=', idCandidato).orderBy('orden').execute(),
    k.selectFrom('curriculum_idioma').selectAll().where('id_candidato', '=', idCandidato).orderBy('orden').execute(),
    k.selectFrom('curriculum_habilidad').selectAll().where('id_candidato', '=', idCandidato).orderBy('orden').execute(),
  ]);
  const contenido = {
    perfil: fila
      ? ({
          resumen: fila.resumen,
          cargoDeseado: fila.cargo_deseado,
          pretensionRenta: fila.pretension_renta,
          disponibilidad: fila.disponibilidad,
          jornadas: fila.jornadas,
          modalidades: fila.modalidades,
          licencias: fila.licencias,
        } as PerfilCurriculum)
      : PERFIL_VACIO,
    experiencias: experiencias.map((e): Experiencia => ({ idExperiencia: e.id_experiencia, cargo: e.cargo, empresa: e.empresa, inicio: e.inicio, termino: e.termino, descripcion: e.descripcion })),
    estudios: estudios.map(
      (e) => ({ idEstudio: e.id_estudio, nivel: e.nivel, institucion: e.institucion, carrera: e.carrera, estado: e.estado, inicio: e.inicio, termino: e.termino }) as Estudio,
    ),
    idiomas: idiomas.map((i) => ({ idIdioma: i.id_idioma, idioma: i.idioma, nivel: i.nivel }) as Idioma),
    habilidades: habilidades.map((h) => ({ idHabilidad: h.id_habilidad, nombre: h.nombre })),
    archivo:
      fila?.id_archivo != null
        ? { nombre: fila.nombre_original!, tipoMime: fila.tipo_mime!, bytes: fila.bytes!, subido: iso(fila.archivo_creado!) }
        : null,
    foto: fila?.id_foto != null ? { actualizada: iso(fila.foto_creada!) } : null,
  };
  return {
    nombre: `${candidato.nombres} ${candidato.apellidos}`.trim(),
    ...contenido,
    actualizado: fila ? iso(fila.actualizado) : null,
    completitud: completitud(contenido),
  };
}

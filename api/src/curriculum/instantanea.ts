// The profile CV as the apply flow sees it: whether it can be sent, what the form shows about it, and the
// snapshot an application keeps (the CV as it was when sent, and which file), since the CV changes later.
import type { Kysely } from 'kysely';
import type { Curriculum } from '@portal/shared/contract';
import type { Database } from '../db/tables';
import { faltantesParaPostular } from './completitud';
import { leerCurriculum } from './lectura';

export interface CurriculumPerfil {
  cv: Curriculum;
  enviable: boolean;
  /** What it lacks before it can be sent (empty when enviable). */
  faltantes: Curriculum['completitud']['faltantes'];
  /** The CV file's `archivo` row, if the CV has one. */
  idArchivo: number | null;
}

export async function curriculumPerfil(k: Kysely<Database>, idCandidato: number): Promise<CurriculumPerfil> {
  const [cv, fila] = await Promise.all([
    leerCurriculum(k, idCandidato),
    k.selectFrom('curriculum').select('id_archivo').where('id_candidato', '=', idCandidato).executeTakeFirst(),
  ]);
  const faltantes = faltantesParaPostular(cv);
  return { cv, enviable: faltantes.length === 0, faltantes, idArchivo: fila?.id_archivo ?? null };
}

/** What the apply form shows about the profile CV, null when it cannot be sent yet. */
export function resumenCurriculumPerfil({ cv, enviable }: CurriculumPerfil) {
  return enviable ? { nombre: `Currículum de ${cv.nombre}`, porcentaje: cv.completitud.porcentaje, archivo: cv.archivo?.nombre ?? null } : null;
}

export interface ArchivoEnviado {
  nombre: string;
  tipoMime: string;
  bytes: number;
}

/** The JSON kept in `postulacion.curriculum_enviado`. */
export function instantanea(perfil: CurriculumPerfil | null, archivo: ArchivoEnviado | null): string {
  return JSON.stringify({ curriculum: perfil?.cv ?? null, archivo });
}

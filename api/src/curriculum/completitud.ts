// How complete a CV is and what to add next, the way job sites nudge a candidate: each part weighs what it
// is worth to a recruiter, and the missing parts are listed heaviest first (the first is the next step).
import type { Completitud, Curriculum } from '@portal/shared/contract';

type Contenido = Omit<Curriculum, 'completitud' | 'nombre' | 'actualizado'>;

const PARTES: { seccion: string; peso: number; texto: string; presente: (cv: Contenido) => boolean }[] = [
  { seccion: 'experiencias', peso: 20, texto: 'Agrega tu experiencia laboral: es lo primero que miran los reclutadores.', presente: (cv) => cv.experiencias.length > 0 },
  { seccion: 'estudios', peso: 20, texto: 'Agrega tus estudios, con la institución y la carrera.', presente: (cv) => cv.estudios.length > 0 },
  { seccion: 'resumen', peso: 15, texto: 'Escribe un resumen de tu perfil profesional.', presente: (cv) => Boolean(cv.perfil.resumen) },
  { seccion: 'cargo', peso: 10, texto: 'Indica el cargo que buscas y tu pretensión de renta.', presente: (cv) => Boolean(cv.perfil.cargoDeseado && cv.perfil.pretensionRenta) },
  { seccion: 'foto', peso: 10, texto: 'Sube una foto de perfil.', presente: (cv) => cv.foto !== null },
  { seccion: 'habilidades', peso: 10, texto: 'Agrega tus habilidades (por ejemplo, herramientas o técnicas que dominas).', presente: (cv) => cv.habilidades.length > 0 },
  { seccion: 'idiomas', peso: 10, texto: 'Agrega los idiomas que hablas y tu nivel.', presente: (cv) => cv.idiomas.length > 0 },
  { seccion: 'preferencias', peso: 5, texto: 'Indica tu disponibilidad y la jornada que prefieres.', presente: (cv) => Boolean(cv.perfil.disponibilidad) && cv.perfil.jornadas.length > 0 },
];

export function completitud(cv: Contenido): Completitud {
  const faltan = PARTES.filter((p) => !p.presente(cv));
  const porcentaje = 100 - faltan.reduce((suma, p) => suma + p.peso, 0);
  return { porcentaje, faltantes: faltan.map(({ seccion, texto }) => ({ seccion, texto })) };
}

/**
 * What the CV lacks before it can be sent with an application (empty when it can): a position or a summary,
 * and experience or studies. The apply form lists these, so "complétalo" says what to add.
 */
export function faltantesParaPostular(cv: Contenido): Completitud['faltantes'] {
  const faltan: Completitud['faltantes'] = [];
  if (!cv.perfil.cargoDeseado && !cv.perfil.resumen) faltan.push({ seccion: 'cargo', texto: 'El cargo que buscas o un resumen de tu perfil.' });
  if (cv.experiencias.length + cv.estudios.length === 0) faltan.push({ seccion: 'experiencias', texto: 'Tu experiencia laboral o tus estudios.' });
  return faltan;
}

/** Whether the CV says enough to apply with it. */
export function curriculumEnviable(cv: Contenido): boolean {
  return faltantesParaPostular(cv).length === 0;
}

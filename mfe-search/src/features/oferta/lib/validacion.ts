// The apply form's rules, the same the api applies (answers, required documents, files, CV choice).
import { campoDocumento, errorArchivo, LARGO_MAXIMO_RESPUESTA, type Oferta } from '@portal/shared/contract';

export type ModoCurriculum = 'PERFIL' | 'ARCHIVO';

export interface Borrador {
  respuestas: Record<number, string>;
  documentos: Record<number, File | undefined>;
  curriculum: File | null;
  modoCurriculum: ModoCurriculum;
}

export function errorRespuesta(respuesta: string | undefined): string | null {
  if (!respuesta?.trim()) return 'Responde esta pregunta.';
  if (respuesta.length > LARGO_MAXIMO_RESPUESTA) return `La respuesta admite como máximo ${LARGO_MAXIMO_RESPUESTA} caracteres.`;
  return null;
}

export function errorDocumento(archivo: File | undefined): string | null {
  return archivo ? errorArchivo(archivo.name, archivo.size) : 'Adjunta este documento.';
}

export function errorCurriculum(borrador: Borrador): string | null {
  if (borrador.modoCurriculum === 'PERFIL') return null;
  return borrador.curriculum ? errorArchivo(borrador.curriculum.name, borrador.curriculum.size) : 'Adjunta tu currículum.';
}

/** Field keys with their error, for every field of the offer's form. */
export function errores(oferta: Oferta, borrador: Borrador): Map<string, string> {
  const todos = new Map<string, string | null>([
    ...oferta.preguntas.map((p) => [`pregunta_${p.idPregunta}`, errorRespuesta(borrador.respuestas[p.idPregunta])] as const),
    ...oferta.documentosRequeridos.map((d) => [campoDocumento(d.idDocumento), errorDocumento(borrador.documentos[d.idDocumento])] as const),
    ['curriculum', errorCurriculum(borrador)],
  ]);
  return new Map([...todos].filter((e): e is [string, string] => e[1] !== null));
}

const enTelefono = () => typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 767px)').matches;

/** Phones (max-width 767px) apply with origin WEB_MOBILE, larger screens with WEB. */
export function origenPorPantalla(): 'WEB' | 'WEB_MOBILE' {
  return enTelefono() ? 'WEB_MOBILE' : 'WEB';
}

/** Quick apply's origin, chosen as origenPorPantalla's. */
export function origenRapidoPorPantalla(): 'POSTULA_FACIL' | 'POSTULA_FACIL_MOBILE' {
  return enTelefono() ? 'POSTULA_FACIL_MOBILE' : 'POSTULA_FACIL';
}

// Conditions said in words ("sin experiencia", "part time", "estudiante"): the keyword loses their words and
// the search gets the filter they mean; the answer says each back, so the visitor can remove it (the keyword
// without its words). A condition applies only where the visitor set no filter of its kind: there its words
// stay in the keyword, filler as before (genericas.ts).
import type { JORNADAS } from '@portal/shared/contract';
import { claveDe, palabrasDe } from './palabra-clave';
import type { ParametrosBusqueda } from './parametros';

type Jornada = (typeof JORNADAS)[number];

interface Condicion {
  /** As the chip says it. */
  nombre: string;
  frases: string[];
  /** The working hours it means; without them, it means offers asking for no experience. */
  jornadas?: Jornada[];
  /** Its words also name offers (titles say «Primer Empleo»): they stay in the keyword, as filler. */
  conservar?: true;
}

const PARTE_DEL_TIEMPO: Jornada[] = ['PARCIAL', 'FINES_DE_SEMANA'];

const CONDICIONES: Condicion[] = [
  { nombre: 'Sin experiencia', frases: ['sin experiencia'] },
  { nombre: 'Primer empleo', frases: ['primer empleo', 'primer trabajo'], conservar: true },
  { nombre: 'Part time', frases: ['part time'], jornadas: PARTE_DEL_TIEMPO },
  { nombre: 'Media jornada', frases: ['media jornada', 'medio tiempo', 'jornada parcial'], jornadas: PARTE_DEL_TIEMPO },
  { nombre: 'Fin de semana', frases: ['fin de semana', 'fines de semana'], jornadas: ['FINES_DE_SEMANA'] },
  { nombre: 'Para estudiantes', frases: ['para estudiantes', 'estudiantes', 'estudiante'], jornadas: PARTE_DEL_TIEMPO },
];

/** Each phrase's words, normalised as keys are, longest first: "para estudiantes" before "estudiantes". */
const FRASES = CONDICIONES.flatMap((condicion) => condicion.frases.map((frase) => ({ condicion, palabras: palabrasDe(frase).map((p) => claveDe([p])) })))
  .sort((a, b) => b.palabras.length - a.palabras.length);

export interface CondicionReconocida {
  nombre: string;
  /** The keyword without the condition's words: the search once the visitor removes it. */
  palabraClave: string;
}

/** Where each condition of the keyword is: [first word, past its last word]. */
function tramos(palabras: string[]): { condicion: Condicion; desde: number; hasta: number }[] {
  const claves = palabras.map((p) => claveDe([p]));
  const encontrados = [];
  for (let i = 0; i < claves.length; ) {
    const frase = FRASES.find((f) => f.palabras.every((p, j) => claves[i + j] === p));
    if (frase) encontrados.push({ condicion: frase.condicion, desde: i, hasta: i + frase.palabras.length });
    i += frase ? frase.palabras.length : 1;
  }
  return encontrados;
}

/** The search with the keyword's conditions as filters, and those conditions said back. */
export function conCondiciones<P extends ParametrosBusqueda>(p: P): { params: P; condiciones: CondicionReconocida[] } {
  const palabras = palabrasDe(p.palabraClave);
  const conExperiencia = [p.operadorExp, p.aniosExperiencia, p.aniosExpDesde, p.aniosExpHasta].some((v) => v !== undefined);
  const aplicables = tramos(palabras).filter(({ condicion }) => (condicion.jornadas ? p.jornadas === undefined : !conExperiencia));
  if (!aplicables.length) return { params: p, condiciones: [] };
  const sin = (quitados: typeof aplicables) => palabras.filter((_, i) => !quitados.some((t) => i >= t.desde && i < t.hasta)).join(' ');
  const jornadas = aplicables.flatMap(({ condicion }) => (condicion.jornadas ? [condicion.jornadas] : []));
  const comunes = jornadas.length ? jornadas.reduce((a, b) => a.filter((j) => b.includes(j))) : undefined;
  const palabraClave = sin(aplicables.filter(({ condicion }) => !condicion.conservar));
  return {
    params: {
      ...p,
      palabraClave: palabraClave || undefined,
      ...(comunes ? { jornadas: comunes.join(',') } : {}),
      ...(aplicables.some(({ condicion }) => !condicion.jornadas) ? { operadorExp: 'IGUAL', aniosExperiencia: 0 } : {}),
    },
    condiciones: aplicables.map((tramo) => ({ nombre: tramo.condicion.nombre, palabraClave: sin([tramo]) })),
  };
}

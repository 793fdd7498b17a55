// Which offers a keyword matches, and their order under orden=RANKING. The keyword arrives as units
// (palabra-clave.ts: a word or a known phrase with its synonyms) already in lexemes. An offer matches when it
// holds every unit that names the job: filler units ("part time", genericas.ts) are optional unless the
// keyword has nothing else, so "vendedora part time" still finds the vendedoras that do not say it.
// Its rank is the weighted share of the units it holds, each scored by where (pesos.ts: title over company
// or place over description, the word's own stem over a longer word it starts). A unit weighs its rarity
// among the titles of the copy (an IDF from the index, per search: rare title words name occupations,
// common ones like "ejecutivo" or "jefe" qualify them), halved for a weak word and cut to 15% for filler.
// So an offer with the occupation in its title ranks above one with only "part time" there; among equals,
// the offer holding every unit ranks first, and the newest inside each score.
// A one-word unit that finds fewer than POCAS offers also matches the title word it most likely misspells
// (vocabulario.ts), and the answer carries the corrected keyword.
import { COINCIDE, EN_TITULO, TODOS_LOS_PESOS } from './pesos';
import { leerTsquery, type NodoConsulta } from './tsquery';
import { correccionDe, type CopiaConTitulos } from './vocabulario';
import { normalizar, type Unidad } from '../palabra-clave';

export interface UnidadEnLexemas {
  arbol: NodoConsulta;
  /** Its tsquery text as PostgreSQL wrote it (for the highlights). */
  tsquery: string;
  relleno: boolean;
  debil: boolean;
  /** Index of its first word among the keyword's words. */
  desde: number;
  /** The one word typed, normalised, when a typo could explain the unit; null for phrases and filler. */
  palabra: string | null;
}

export interface ConsultaAnalizada {
  /** The keyword's words as typed (the corrected keyword is rebuilt from them). */
  palabras: string[];
  unidades: UnidadEnLexemas[];
}

/** The units with the lexemes PostgreSQL made of them (`tsqueries[i]` for `unidades[i]`); null when all were stop words. */
export function analizarConsulta(palabras: string[], unidades: Unidad[], tsqueries: string[]): ConsultaAnalizada | null {
  const enLexemas = unidades.flatMap((unidad, i): UnidadEnLexemas[] => {
    const arbol = leerTsquery(tsqueries[i]!);
    if (!arbol) return [];
    const { relleno, debil, desde } = unidad;
    const palabra = unidad.palabras.length === 1 && !relleno ? normalizar(unidad.palabras[0]!) : null;
    return [{ arbol, tsquery: tsqueries[i]!, relleno, debil, desde, palabra }];
  });
  return enLexemas.length ? { palabras, unidades: enLexemas } : null;
}

export interface Relevancia {
  /** Non-zero where the offer matches the keyword. */
  coincide: Uint8Array;
  /** The offer's place under orden=RANKING: group 0 first, date order inside a group. */
  grupo(posicion: number): number;
  /** The tsquery of the highlights: every unit ORed, corrections included. */
  destacar: string;
  /** The keyword with its typos corrected, when a word was. */
  palabraClaveCorregida?: string;
}

/** Scores are rounded into this many groups, so RANKING stays a counting sort that keeps date order. */
export const GRUPOS_DE_RELEVANCIA = 1001;
/** A word finding fewer offers than this is checked for a typo. */
const POCAS = 5;
const FACTOR_RELLENO = 0.15;
const FACTOR_DEBIL = 0.5;
/** Least weight of a unit, however common: it still separates who has it from who does not. */
const PESO_MINIMO = 0.05;

/** Score of each level of pesos.ts (indexed by its thermometer code). */
const PUNTOS = new Float64Array(64);
[0.2, 0.25, 0.5, 0.6, 0.8, 1].forEach((puntos, i) => (PUNTOS[(1 << (i + 1)) - 1] = puntos));

function contar(marcas: Uint8Array): { coinciden: number; enTitulo: number } {
  let coinciden = 0;
  let enTitulo = 0;
  for (let i = 0; i < marcas.length; i++) {
    if (marcas[i]! & COINCIDE) coinciden++;
    if (marcas[i]! & EN_TITULO) enTitulo++;
  }
  return { coinciden, enTitulo };
}

/** A lexeme as tsquery text. */
const literal = (lexema: string) => `'${lexema.replace(/\\/g, '\\\\').replace(/'/g, "''")}':*`;

export function evaluarConsulta(o: CopiaConTitulos, consulta: ConsultaAnalizada): Relevancia {
  const { unidades } = consulta;
  const palabras = [...consulta.palabras];
  const destacar = unidades.map((unidad) => unidad.tsquery);
  const marcas = unidades.map((unidad) => o.lexico.evaluar(unidad.arbol));
  const rareza = (enTitulo: number) => Math.log((o.cantidad + 1) / (enTitulo + 1)) / Math.log(o.cantidad + 1);

  const pesos = unidades.map((unidad, u) => {
    let cuentas = contar(marcas[u]!);
    const correccion = unidad.palabra && cuentas.coinciden < POCAS ? correccionDe(o, unidad.palabra) : undefined;
    if (correccion && correccion.ofertas > cuentas.coinciden) {
      const termino: NodoConsulta = { tipo: 'termino', lexema: correccion.lexema, prefijo: true, pesos: TODOS_LOS_PESOS };
      const corregidas = o.lexico.evaluar(termino);
      for (let i = 0; i < corregidas.length; i++) marcas[u]![i]! |= corregidas[i]!;
      palabras[unidad.desde] = correccion.forma;
      destacar.push(literal(correccion.lexema));
      cuentas = contar(marcas[u]!);
    }
    const factor = unidad.relleno ? FACTOR_RELLENO : unidad.debil ? FACTOR_DEBIL : 1;
    return Math.max(rareza(cuentas.enTitulo), PESO_MINIMO) * factor;
  });

  const nombranElCargo = unidades.some((unidad) => !unidad.relleno);
  const obligatorias = marcas.filter((_, u) => !nombranElCargo || !unidades[u]!.relleno);
  const coincide = obligatorias.length === 1 ? obligatorias[0]! : Uint8Array.from(obligatorias[0]!);
  for (const otra of obligatorias.slice(1)) {
    for (let i = 0; i < o.cantidad; i++) if (!otra[i]) coincide[i] = 0;
  }

  const total = pesos.reduce((a, b) => a + b, 0);
  const grupo = (posicion: number) => {
    let puntos = 0;
    for (let u = 0; u < marcas.length; u++) puntos += pesos[u]! * PUNTOS[marcas[u]![posicion]!]!;
    return Math.round((1 - puntos / total) * (GRUPOS_DE_RELEVANCIA - 1));
  };
  const corregida = palabras.some((palabra, i) => palabra !== consulta.palabras[i]);
  return {
    coincide,
    grupo,
    destacar: destacar.map((texto) => `( ${texto} )`).join(' | '),
    ...(corregida ? { palabraClaveCorregida: palabras.join(' ') } : {}),
  };
}

// Which offers a keyword matches, and their order under orden=RANKING. The keyword arrives as units
// (palabra-clave.ts: a word or a known phrase with its synonyms, or a place) already in lexemes. An offer
// matches when it holds every unit that names the job: filler units ("part time", genericas.ts) and places
// are optional unless the keyword has nothing else, so "vendedora part time" still finds the vendedoras that
// do not say it and "garzon viña del mar" the garzones elsewhere, after those of Viña del Mar and then those of
// the Región de Valparaíso. When fewer
// than a page of offers hold every such unit, those that miss only one match too, ranked below ("maestro
// pintor" finds every Pintor). Job alerts ask for strict matches: places required, no offer missing a unit.
// Its rank is the weighted share of the units it holds, each scored by where (pesos.ts: title over company
// or place over description, the word's own stem over a longer word it starts). A unit weighs its rarity
// among the titles of the copy (an IDF kept with the copy, rarezas.ts: rare title words name occupations,
// common ones like "ejecutivo" or "jefe" qualify them), halved for a weak word and cut to 15% for filler.
// So an offer with the occupation in its title ranks above one with only "part time" there; among equals,
// the offer holding every unit ranks first, and the newest inside each score.
// A one-word unit that finds fewer than POCAS offers also matches the title word it most likely misspells
// (vocabulario.ts), and the answer carries the corrected keyword.
import { REGISTROS_POR_PAGINA } from '@portal/shared/contract';
import { COINCIDE, EN_TITULO, TODAS_LAS_MARCAS, TODOS_LOS_PESOS } from './pesos';
import { leerTsquery, type NodoConsulta } from './tsquery';
import type { OfertasIndexadas } from './ofertas-indexadas';
import { rareza, rarezaEntre } from './rarezas';
import { correccionDe, vocabularioDe, type CopiaConTitulos, type PalabraDeTitulo } from './vocabulario';
import type { LugarNombrado } from '../lugares';
import { normalizar, VACIAS, sinonimosDe, type Unidad } from '../palabra-clave';

export interface UnidadEnLexemas {
  arbol: NodoConsulta;
  /** Its tsquery text as PostgreSQL wrote it (for the highlights). */
  tsquery: string;
  relleno: boolean;
  debil: boolean;
  /** Index of its first word among the keyword's words. */
  desde: number;
  /** The one word typed, normalised, when a typo could explain the unit; null for phrases, filler and places. */
  palabra: string | null;
  /** The words of each of its alternatives (typed words, synonyms), normalised: what a title must say to rank first. */
  formas: string[][];
  /** A place: the comunas it names (the offers there hold it, whatever their text says). */
  comunas?: ReadonlySet<number>;
  /** A comuna's place: the rest of its region, which ranks between the comuna and elsewhere. */
  deLaRegion?: ReadonlySet<number>;
  /** A place: what it names, for the answer's counts. */
  lugar?: LugarNombrado;
}

export interface ConsultaAnalizada {
  /** The keyword's words as typed (the corrected keyword is rebuilt from them). */
  palabras: string[];
  unidades: UnidadEnLexemas[];
}

/**
 * The units with the lexemes PostgreSQL made of them (`tsqueries[i]` for `unidades[i]`) and the comunas of
 * their places (`lugares`, lugares.ts); null when all were stop words.
 */
export function analizarConsulta(
  palabras: string[],
  unidades: Unidad[],
  tsqueries: string[],
  lugares?: ReadonlyMap<string, LugarNombrado>,
): ConsultaAnalizada | null {
  const enLexemas = unidades.flatMap((unidad, i): UnidadEnLexemas[] => {
    const arbol = leerTsquery(tsqueries[i]!);
    if (!arbol) return [];
    const { relleno, debil, desde } = unidad;
    const lugar = unidad.lugar ? lugares?.get(unidad.lugar) : undefined;
    const formas = unidad.alternativas.map((alternativa) => alternativa.palabras.map(normalizar));
    if (lugar) {
      const { comunas, deLaRegion } = lugar;
      return [{ arbol, tsquery: tsqueries[i]!, relleno, debil, desde, palabra: null, formas, comunas: new Set(comunas), deLaRegion: new Set(deLaRegion), lugar }];
    }
    const palabra = unidad.palabras.length === 1 && !relleno ? normalizar(unidad.palabras[0]!) : null;
    return [{ arbol, tsquery: tsqueries[i]!, relleno, debil, desde, palabra, formas }];
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
/** A place weighs this share of the heaviest unit naming the job. */
const FACTOR_LUGAR = 0.5;
/** Least weight of a unit, however common: it still separates who has it from who does not. */
const PESO_MINIMO = 0.05;

/** Level 5 of pesos.ts: in the title, but not in one of the unit's forms. */
const TITULO_SIN_FORMA = (1 << 5) - 1;
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

/** What ranking reads of the copy. */
export type CopiaBuscable = CopiaConTitulos & Pick<OfertasIndexadas, 'idComuna'>;

/**
 * Level 1 of pesos.ts (a fifth of the points): an offer elsewhere in the comuna's region. Its lift stays below
 * the step between two title levels, so the region orders the job's offers and never lifts a lesser title.
 */
const EN_LA_REGION = 1;

/** Full marks for the offers in the place's comunas, `enRegion` for those elsewhere in its region (or no marks). */
function marcasDeLugar(o: CopiaBuscable, comunas: ReadonlySet<number>, deLaRegion: ReadonlySet<number>, enRegion: number): Uint8Array {
  const marcas = new Uint8Array(o.cantidad);
  for (let i = 0; i < o.cantidad; i++) {
    const comuna = o.idComuna[i]!;
    if (comunas.has(comuna)) marcas[i] = TODAS_LAS_MARCAS;
    else if (enRegion && deLaRegion.has(comuna)) marcas[i] = enRegion;
  }
  return marcas;
}

const palabrasPorTitulo = new WeakMap<CopiaConTitulos, Map<string, string[]>>();

/** The words of a title, normalised (cached per copy: titles repeat). */
function palabrasDelTitulo(o: CopiaConTitulos, titulo: string): string[] {
  let porTitulo = palabrasPorTitulo.get(o);
  if (!porTitulo) palabrasPorTitulo.set(o, (porTitulo = new Map()));
  let palabras = porTitulo.get(titulo);
  if (!palabras) porTitulo.set(titulo, (palabras = normalizar(titulo).match(/[\p{L}\p{N}]+/gu) ?? []));
  return palabras;
}

/** A word and a title word are the same but for a gender or plural ending ("cajera", "Cajero/a", "cajeros"). */
function mismaForma(palabra: string, deTitulo: string): boolean {
  const raiz = palabra.replace(/(os|as|es|o|a|e|s)$/, '');
  return deTitulo.startsWith(raiz) && deTitulo.length - raiz.length <= 2;
}

/** Extra points of a title that starts with one of the unit's forms, or says it from its second word. */
const AL_PRINCIPIO = [0, 0.05, 0.1];
/** Where in a title a form starts: 2 at its first word, 1 at its second, 0 later or nowhere (short words aside). */
function principio(palabras: string[], forma: string[]): number {
  const significativas = palabras.filter((palabra) => !VACIAS.has(palabra));
  const primera = forma.find((palabra) => !VACIAS.has(palabra));
  if (!primera) return 0;
  const i = significativas.findIndex((deTitulo) => mismaForma(primera, deTitulo));
  return i === 0 ? 2 : i === 1 ? 1 : 0;
}

/**
 * Title matches of a unit keep full marks where the title says one of its forms; elsewhere they drop a level:
 * a shared stem alone ("programador" and "Programa", "seguros" and "Seguridad") is a weaker sign. A title that
 * starts with the form names the job ("Médico General"), one saying it further on often names another job
 * of that place ("Recepcionista de Centro Médico"): the first words weigh more (`inicio`, AL_PRINCIPIO).
 */
function distinguirFormas(o: CopiaConTitulos, marcas: Uint8Array, formas: string[][]): Uint8Array {
  const inicio = new Uint8Array(o.cantidad);
  const porTitulo = new Map<string, [nivel: number, principio: number]>();
  for (let i = 0; i < o.cantidad; i++) {
    if (!(marcas[i]! & EN_TITULO)) continue;
    const titulo = o.nombreCargo[i]!;
    let visto = porTitulo.get(titulo);
    if (visto === undefined) {
      const palabras = palabrasDelTitulo(o, titulo);
      const dichas = formas.filter((forma) => forma.every((palabra) => palabras.some((deTitulo) => mismaForma(palabra, deTitulo))));
      const desde = Math.max(0, ...dichas.map((forma) => principio(palabras, forma)));
      porTitulo.set(titulo, (visto = [dichas.length ? TODAS_LAS_MARCAS : TITULO_SIN_FORMA, desde]));
    }
    [marcas[i], inicio[i]] = visto;
  }
  return inicio;
}

/** Which units an offer must hold: those naming the job, else the places, else the filler; `estricta` adds the places. */
function obligatorias(unidades: UnidadEnLexemas[], estricta: boolean): boolean[] {
  const clase = (unidad: UnidadEnLexemas) => (unidad.relleno ? 2 : unidad.comunas ? 1 : 0);
  const primera = Math.min(...unidades.map(clase));
  return unidades.map((unidad) => clase(unidad) === primera || (estricta && clase(unidad) === 1));
}

/** Offers holding every one of `marcas`, or (`salvoUna`) all of them but one at most. */
function coincidencias(cantidad: number, marcas: Uint8Array[], salvoUna: boolean): Uint8Array {
  const faltan = new Uint8Array(cantidad);
  for (const m of marcas) for (let i = 0; i < cantidad; i++) if (!m[i]) faltan[i]!++;
  const tope = salvoUna ? 1 : 0;
  // In place: one array of the copy's size less for each search.
  for (let i = 0; i < cantidad; i++) faltan[i] = faltan[i]! <= tope ? 1 : 0;
  return faltan;
}

const prefijo = (lexema: string): NodoConsulta => ({ tipo: 'termino', lexema, prefijo: true, pesos: TODOS_LOS_PESOS });

/**
 * A corrected word and its synonyms ("progamador" → programador, desarrollador, developer…), each synonym
 * through the lexemes the titles give its words (vocabulario.ts): one the titles lack is left out.
 */
function conSinonimos(o: CopiaConTitulos, correccion: PalabraDeTitulo): NodoConsulta {
  const vocabulario = vocabularioDe(o);
  const sinonimos = sinonimosDe(correccion.forma).flatMap((palabras): NodoConsulta[] => {
    const lexemas = palabras.map(normalizar).filter((p) => !VACIAS.has(p)).map((p) => vocabulario.get(p)?.lexema);
    if (!lexemas.length || lexemas.some((l) => !l)) return [];
    return [lexemas.length === 1 ? prefijo(lexemas[0]!) : { tipo: 'y', hijos: lexemas.map((l) => prefijo(l!)) }];
  });
  return sinonimos.length ? { tipo: 'o', hijos: [prefijo(correccion.lexema), ...sinonimos] } : prefijo(correccion.lexema);
}

export function evaluarConsulta(o: CopiaBuscable, consulta: ConsultaAnalizada, estricta = false): Relevancia {
  const { unidades } = consulta;
  const palabras = [...consulta.palabras];
  const destacar = unidades.flatMap((unidad) => (unidad.comunas ? [] : [unidad.tsquery]));
  const region = (unidad: UnidadEnLexemas, nivel: number) => marcasDeLugar(o, unidad.comunas!, unidad.deLaRegion ?? new Set(), nivel);
  const marcas = unidades.map((unidad) => (unidad.comunas ? region(unidad, EN_LA_REGION) : o.lexico.evaluar(unidad.arbol)));

  const inicios: (Uint8Array | undefined)[] = [];
  const pesos = unidades.map((unidad, u) => {
    let cuentas = contar(marcas[u]!);
    let arbol = unidad.arbol;
    const correccion = unidad.palabra && cuentas.coinciden < POCAS ? correccionDe(o, unidad.palabra) : undefined;
    if (correccion && correccion.ofertas > cuentas.coinciden) {
      const corregido = conSinonimos(o, correccion);
      arbol = { tipo: 'o', hijos: [arbol, corregido] };
      const corregidas = o.lexico.evaluar(corregido);
      for (let i = 0; i < corregidas.length; i++) marcas[u]![i]! |= corregidas[i]!;
      palabras[unidad.desde] = correccion.forma;
      destacar.push(literal(correccion.lexema));
      cuentas = contar(marcas[u]!);
    }
    const formas = correccion ? [...unidad.formas, [normalizar(correccion.forma)], ...sinonimosDe(correccion.forma).map((f) => f.map(normalizar))] : unidad.formas;
    if (!unidad.comunas) inicios[u] = distinguirFormas(o, marcas[u]!, formas);
    const factor = unidad.relleno ? FACTOR_RELLENO : unidad.debil ? FACTOR_DEBIL : 1;
    return Math.max(unidad.comunas ? rarezaEntre(o.cantidad, cuentas.enTitulo) : rareza(o, arbol, cuentas.enTitulo), PESO_MINIMO) * factor;
  });
  // A place orders the offers of the job, it never outranks the job: an offer with the occupation only in its
  // description, even in that place, stays below one with it in the title elsewhere.
  const delCargo = Math.max(0, ...pesos.filter((_, u) => !unidades[u]!.relleno && !unidades[u]!.comunas));
  if (delCargo) unidades.forEach((unidad, u) => unidad.comunas && (pesos[u] = FACTOR_LUGAR * delCargo));

  const requeridas = obligatorias(unidades, estricta);
  // Where a place is required (alone in the keyword, or a job alert), its comunas are: not the rest of its region.
  const deRequeridas = marcas.flatMap((m, u) => (!requeridas[u] ? [] : unidades[u]!.comunas ? [region(unidades[u]!, 0)] : [m]));
  let coincide = coincidencias(o.cantidad, deRequeridas, false);
  if (!estricta && deRequeridas.length > 1 && contar(coincide).coinciden < REGISTROS_POR_PAGINA) {
    coincide = coincidencias(o.cantidad, deRequeridas, true);
  }

  const total = pesos.reduce((a, b) => a + b, 0) * (1 + AL_PRINCIPIO[2]!);
  const grupo = (posicion: number) => {
    let puntos = 0;
    for (let u = 0; u < marcas.length; u++) puntos += pesos[u]! * (PUNTOS[marcas[u]![posicion]!]! + AL_PRINCIPIO[inicios[u]?.[posicion] ?? 0]!);
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

// The words of the offers' titles, for typo tolerance: a query word that finds (almost) nothing is compared
// with them by edit distance ("secretria" → secretaria, "bodegero" → bodeguero). Built from a copy the first
// time a search needs it; a copy made by changes (cambios.ts) takes it over from the copy before and updates
// it with the titles that left and came, instead of reading every title again. Each word carries the lexeme
// PostgreSQL made of it in those titles (Lexico.lexemaDeTitulo), so a correction is matched in memory with
// no round trip to the database.
import { normalizar } from '../palabra-clave';
import type { OfertasIndexadas } from './ofertas-indexadas';

export interface PalabraDeTitulo {
  /** Lower case with its accents, as most titles write it ("garzón"). */
  forma: string;
  lexema: string;
  /** Offers whose title has it. */
  ofertas: number;
}

/** What typo tolerance reads of the copy: its titles and their lexemes. */
export type CopiaConTitulos = Pick<OfertasIndexadas, 'cantidad' | 'nombreCargo' | 'lexico'>;

/** A title's words: normalised, as written, and their lexeme. */
type Aporte = readonly [normal: string, forma: string, lexema: string];

interface Cuentas {
  formas: Map<string, number>;
  lexemas: Map<string, number>;
  ofertas: number;
}

interface Vocabulario {
  palabras: Map<string, PalabraDeTitulo>;
  cuentas: Map<string, Cuentas>;
  /** Each distinct title: how many offers have it and the words it gives. */
  titulos: Map<string, { ofertas: number; aportes: Aporte[] }>;
}

const porCopia = new WeakMap<CopiaConTitulos, Vocabulario>();

function masFrecuente(cuentas: Map<string, number>): string {
  return [...cuentas].reduce((a, b) => (b[1] > a[1] ? b : a))[0];
}

function aportesDe(o: CopiaConTitulos, titulo: string, posicion: number): Aporte[] {
  return [...new Set(titulo.normalize('NFC').toLowerCase().match(/\p{L}{3,}/gu))].flatMap((forma): Aporte[] => {
    const normal = normalizar(forma);
    const lexema = o.lexico.lexemaDeTitulo(normal, posicion);
    return lexema ? [[normal, forma, lexema]] : [];
  });
}

const sumar = (cuentas: Map<string, number>, clave: string, n: number) => {
  const total = (cuentas.get(clave) ?? 0) + n;
  if (total > 0) cuentas.set(clave, total);
  else cuentas.delete(clave);
};

/** Adds `n` offers (negative: removes them) with a title giving `aportes`; the words touched go to `tocadas`. */
function contar(v: Vocabulario, aportes: readonly Aporte[], n: number, tocadas: Set<string>): void {
  for (const [normal, forma, lexema] of aportes) {
    let cuentas = v.cuentas.get(normal);
    if (!cuentas) v.cuentas.set(normal, (cuentas = { formas: new Map(), lexemas: new Map(), ofertas: 0 }));
    sumar(cuentas.formas, forma, n);
    sumar(cuentas.lexemas, lexema, n);
    cuentas.ofertas += n;
    tocadas.add(normal);
  }
}

function resumir(v: Vocabulario, tocadas: Iterable<string>): void {
  for (const normal of tocadas) {
    const cuentas = v.cuentas.get(normal)!;
    if (cuentas.ofertas > 0) v.palabras.set(normal, { forma: masFrecuente(cuentas.formas), lexema: masFrecuente(cuentas.lexemas), ofertas: cuentas.ofertas });
    else {
      v.palabras.delete(normal);
      v.cuentas.delete(normal);
    }
  }
}

/** Adds the offers at `posiciones` of `o` to the vocabulary; titles already known are not read again. */
function agregar(v: Vocabulario, o: CopiaConTitulos, posiciones: Iterable<number>, tocadas: Set<string>): void {
  for (const posicion of posiciones) {
    const nombre = o.nombreCargo[posicion]!;
    let titulo = v.titulos.get(nombre);
    if (!titulo) v.titulos.set(nombre, (titulo = { ofertas: 0, aportes: aportesDe(o, nombre, posicion) }));
    titulo.ofertas++;
    contar(v, titulo.aportes, 1, tocadas);
  }
}

function construir(o: CopiaConTitulos): Vocabulario {
  const v: Vocabulario = { palabras: new Map(), cuentas: new Map(), titulos: new Map() };
  const tocadas = new Set<string>();
  agregar(v, o, Array.from({ length: o.cantidad }, (_, i) => i), tocadas);
  resumir(v, tocadas);
  return v;
}

export function vocabularioDe(o: CopiaConTitulos): Map<string, PalabraDeTitulo> {
  let vocabulario = porCopia.get(o);
  if (!vocabulario) porCopia.set(o, (vocabulario = construir(o)));
  return vocabulario.palabras;
}

/**
 * Hands the vocabulary of `anterior`, if it has one, to `nueva`, the copy after a change: the titles of the
 * offers that left (`salen`) are taken out and those of the offers at `entran` in `nueva` put in. `anterior`
 * gives it up (it would build its own again if asked): only the words of those titles are touched.
 */
export function vocabularioTrasCambios(anterior: CopiaConTitulos, nueva: CopiaConTitulos, salen: readonly string[], entran: Iterable<number>): void {
  const v = porCopia.get(anterior);
  if (!v) return;
  porCopia.delete(anterior);
  const tocadas = new Set<string>();
  for (const nombre of salen) {
    const titulo = v.titulos.get(nombre)!;
    contar(v, titulo.aportes, -1, tocadas);
    if (--titulo.ofertas === 0) v.titulos.delete(nombre);
  }
  agregar(v, nueva, entran, tocadas);
  resumir(v, tocadas);
  porCopia.set(nueva, v);
}

/**
 * Edit distance with transpositions (optimal string alignment: "secretria", "garsón", "comersial" are one
 * edit away), or `maximo + 1` as soon as it is known to be larger.
 */
export function distanciaDeEdicion(a: string, b: string, maximo: number): number {
  if (Math.abs(a.length - b.length) > maximo) return maximo + 1;
  let antepenultima = new Array<number>(b.length + 1).fill(0);
  let anterior = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const actual = [i];
    let minimo = i;
    for (let j = 1; j <= b.length; j++) {
      let d = Math.min(anterior[j]! + 1, actual[j - 1]! + 1, anterior[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, antepenultima[j - 2]! + 1);
      actual.push(d);
      minimo = Math.min(minimo, d);
    }
    if (minimo > maximo) return maximo + 1;
    [antepenultima, anterior] = [anterior, actual];
  }
  return Math.min(anterior[b.length]!, maximo + 1);
}

/** Edits a typo may have, by the word's length: none under 4 letters, one up to 7, two from 8. */
export function edicionesPermitidas(largo: number): number {
  return largo < 4 ? 0 : largo < 8 ? 1 : 2;
}

/**
 * The title word a normalised query word most likely misspells: the nearest within the edits its length
 * allows, the one in most titles among equals. None for a word the titles have, or with digits.
 */
export function correccionDe(o: CopiaConTitulos, palabra: string): PalabraDeTitulo | undefined {
  const maximo = edicionesPermitidas(palabra.length);
  const vocabulario = vocabularioDe(o);
  if (!maximo || /\d/.test(palabra) || vocabulario.has(palabra)) return undefined;
  let mejor: PalabraDeTitulo | undefined;
  let distancia = maximo + 1;
  for (const [normal, candidata] of vocabulario) {
    const d = distanciaDeEdicion(palabra, normal, maximo);
    if (d < distancia || (d === distancia && d <= maximo && candidata.ofertas > mejor!.ofertas)) [mejor, distancia] = [candidata, d];
  }
  return distancia <= maximo ? mejor : undefined;
}

// The words of the offers' titles, for typo tolerance: a query word that finds (almost) nothing is compared
// with them by edit distance ("secretria" → secretaria, "bodegero" → bodeguero). Built from a copy the first
// time a search needs it, and kept with that copy. Each word carries the lexeme PostgreSQL made of it in
// those titles (Lexico.lexemaDeTitulo), so a correction is matched in memory with no round trip to the
// database.
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

const porCopia = new WeakMap<CopiaConTitulos, Map<string, PalabraDeTitulo>>();

function masFrecuente(cuentas: Map<string, number>): string {
  return [...cuentas].reduce((a, b) => (b[1] > a[1] ? b : a))[0];
}

function construir(o: CopiaConTitulos): Map<string, PalabraDeTitulo> {
  // Titles repeat a lot: each distinct one is read once, with how many offers have it.
  const titulos = new Map<string, { posicion: number; ofertas: number }>();
  for (let i = 0; i < o.cantidad; i++) {
    const visto = titulos.get(o.nombreCargo[i]!);
    if (visto) visto.ofertas++;
    else titulos.set(o.nombreCargo[i]!, { posicion: i, ofertas: 1 });
  }
  const palabras = new Map<string, { formas: Map<string, number>; lexemas: Map<string, number>; ofertas: number }>();
  for (const [titulo, { posicion, ofertas }] of titulos) {
    for (const forma of new Set(titulo.normalize('NFC').toLowerCase().match(/\p{L}{3,}/gu))) {
      const normal = normalizar(forma);
      const lexema = o.lexico.lexemaDeTitulo(normal, posicion);
      if (!lexema) continue;
      const palabra = palabras.get(normal) ?? { formas: new Map(), lexemas: new Map(), ofertas: 0 };
      palabra.formas.set(forma, (palabra.formas.get(forma) ?? 0) + ofertas);
      palabra.lexemas.set(lexema, (palabra.lexemas.get(lexema) ?? 0) + ofertas);
      palabra.ofertas += ofertas;
      palabras.set(normal, palabra);
    }
  }
  return new Map([...palabras].map(([normal, p]) => [normal, { forma: masFrecuente(p.formas), lexema: masFrecuente(p.lexemas), ofertas: p.ofertas }]));
}

export function vocabularioDe(o: CopiaConTitulos): Map<string, PalabraDeTitulo> {
  let vocabulario = porCopia.get(o);
  if (!vocabulario) porCopia.set(o, (vocabulario = construir(o)));
  return vocabulario;
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

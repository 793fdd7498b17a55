// The ranking's rarity weights (relevancia.ts): in how many offers' titles a unit of the keyword is. Titles
// repeat (a few hundred distinct ones among 200,000 offers) and PostgreSQL makes a title's weight-A lexemes
// from its text alone (migrations 003 and 035), so each copy keeps its distinct titles with their offers and
// lexemes, read from the index (one offer per title) the first time a search needs them, and counts a unit over those titles,
// remembering the count. A copy made by changes (cambios.ts) takes them over from the copy before and updates
// them, counts included, with the titles that left and came: no search reads every offer for a weight.
import type { Documento } from './lexico';
import { PESO } from './pesos';
import type { NodoConsulta } from './tsquery';
import type { CopiaConTitulos } from './vocabulario';

interface Titulo {
  ofertas: number;
  /** Its lexemes of weight A. */
  lexemas: readonly string[];
}

interface Rarezas {
  titulos: Map<string, Titulo>;
  /** Offers holding each unit in their title, by the unit's tree (as JSON). */
  cuentas: Map<string, { arbol: NodoConsulta; ofertas: number }>;
}

const porCopia = new WeakMap<CopiaConTitulos, Rarezas>();
/** Units remembered per copy; past this many, the counts start over (each costs a pass over the titles). */
const MAXIMO_DE_CUENTAS = 10_000;

/** Whether a title with these lexemes holds the unit in the title, as Lexico.evaluar marks it (EN_TITULO). */
function enTitulo(nodo: NodoConsulta, lexemas: readonly string[]): boolean {
  switch (nodo.tipo) {
    case 'termino':
      return (nodo.pesos & PESO.A!) !== 0 && lexemas.some((l) => (nodo.prefijo ? l.startsWith(nodo.lexema) : l === nodo.lexema));
    case 'y':
      return nodo.hijos.every((hijo) => enTitulo(hijo, lexemas));
    case 'o':
      return nodo.hijos.some((hijo) => enTitulo(hijo, lexemas));
    default:
      // Never asked: a negation is counted over the marks (ofertasConEnTitulo).
      return false;
  }
}

/** A negation marks offers by what their whole document lacks, which the titles do not tell. */
const conNegacion = (nodo: NodoConsulta): boolean => nodo.tipo === 'no' || (nodo.tipo !== 'termino' && nodo.hijos.some(conNegacion));

function construir(o: CopiaConTitulos): Rarezas {
  const titulos = new Map<string, { ofertas: number; lexemas: string[] }>();
  // One offer of each title is enough: the others have the same lexemes.
  const primeras = new Uint8Array(o.cantidad);
  for (let i = 0; i < o.cantidad; i++) {
    const nombre = o.nombreCargo[i]!;
    let titulo = titulos.get(nombre);
    if (!titulo) {
      titulos.set(nombre, (titulo = { ofertas: 0, lexemas: [] }));
      primeras[i] = 1;
    }
    titulo.ofertas++;
  }
  o.lexico.recorrerTitulos(primeras, (lexema, posicion) => titulos.get(o.nombreCargo[posicion]!)!.lexemas.push(lexema));
  return { titulos, cuentas: new Map() };
}

/** Offers of `o` holding `arbol` in their title; undefined for a unit with a negation (count its marks instead). */
function ofertasConEnTitulo(o: CopiaConTitulos, arbol: NodoConsulta): number | undefined {
  if (conNegacion(arbol)) return undefined;
  let rarezas = porCopia.get(o);
  if (!rarezas) porCopia.set(o, (rarezas = construir(o)));
  const clave = JSON.stringify(arbol);
  let cuenta = rarezas.cuentas.get(clave);
  if (!cuenta) {
    if (rarezas.cuentas.size >= MAXIMO_DE_CUENTAS) rarezas.cuentas.clear();
    let ofertas = 0;
    for (const titulo of rarezas.titulos.values()) if (enTitulo(arbol, titulo.lexemas)) ofertas += titulo.ofertas;
    rarezas.cuentas.set(clave, (cuenta = { arbol, ofertas }));
  }
  return cuenta.ofertas;
}

/** The weight by rarity of what `enTitulo` of `cantidad` offers hold in their title: 0 in all, 1 in none. */
export const rarezaEntre = (cantidad: number, enTitulo: number) => Math.log((cantidad + 1) / (enTitulo + 1)) / Math.log(cantidad + 1);

/** A unit's weight by rarity in `o`; `enMarcas` is its title count as its marks say, for a negation. */
export function rareza(o: CopiaConTitulos, arbol: NodoConsulta, enMarcas: number): number {
  return rarezaEntre(o.cantidad, ofertasConEnTitulo(o, arbol) ?? enMarcas);
}

/**
 * Hands the titles and counts of `anterior`, if it has them, to `nueva`, the copy after a change: one offer less
 * for each title in `salen`, one more for each of `entran` (a new title brings its lexemes from its document).
 * `anterior` gives them up (it would read its own again if asked).
 */
export function rarezasTrasCambios(
  anterior: CopiaConTitulos,
  nueva: CopiaConTitulos,
  salen: readonly string[],
  entran: Iterable<readonly [titulo: string, documento: Documento]>,
): void {
  const rarezas = porCopia.get(anterior);
  if (!rarezas) return;
  porCopia.delete(anterior);
  const cambios = new Map<string, number>();
  for (const nombre of salen) cambios.set(nombre, (cambios.get(nombre) ?? 0) - 1);
  for (const [nombre, documento] of entran) {
    cambios.set(nombre, (cambios.get(nombre) ?? 0) + 1);
    if (!rarezas.titulos.has(nombre)) rarezas.titulos.set(nombre, { ofertas: 0, lexemas: documento.filter(([, pesos]) => pesos & PESO.A!).map(([lexema]) => lexema) });
  }
  for (const [nombre, n] of cambios) {
    const titulo = rarezas.titulos.get(nombre)!;
    titulo.ofertas += n;
    for (const cuenta of rarezas.cuentas.values()) {
      if (n && enTitulo(cuenta.arbol, titulo.lexemas)) cuenta.ofertas += n;
    }
    if (!titulo.ofertas) rarezas.titulos.delete(nombre);
  }
  porCopia.set(nueva, rarezas);
}

// The inverted index of the offers' search documents: for each lexeme, the offers (by position in the
// index) that contain it and with which weights. Lexemes are kept sorted, so a prefix term (`enfermer:*`)
// reads one contiguous range of them, as PostgreSQL's GIN index does.
import { marcasDePesos, PESO, TODAS_LAS_MARCAS } from './pesos';
import type { NodoConsulta } from './tsquery';

interface Apariciones {
  ofertas: number[];
  pesos: number[];
}

/**
 * PostgreSQL's parser keeps a gendered title word ("Cajero/a", "Vendedor/a") as one unstemmed token: its
 * first word, give or take the ending the stem drops, is the lexeme itself, as "Cajera" is 'cajer'.
 */
function mismaPalabra(token: string, lexema: string): boolean {
  const barra = token.indexOf('/');
  return barra > 0 && token.startsWith(lexema) && barra - lexema.length <= 2;
}

export class Lexico {
  private readonly lexemas: string[];
  private readonly ofertas: Int32Array[];
  private readonly pesos: Uint8Array[];

  /** `documentos[i]`: the lexemes of the offer at position i, with their weights. */
  constructor(
    documentos: readonly (readonly [string, number][])[],
    private readonly cantidad = documentos.length,
  ) {
    const porLexema = new Map<string, Apariciones>();
    documentos.forEach((documento, posicion) => {
      for (const [lexema, pesos] of documento) {
        let apariciones = porLexema.get(lexema);
        if (!apariciones) porLexema.set(lexema, (apariciones = { ofertas: [], pesos: [] }));
        apariciones.ofertas.push(posicion);
        apariciones.pesos.push(pesos);
      }
    });
    this.lexemas = [...porLexema.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    this.ofertas = this.lexemas.map((lexema) => Int32Array.from(porLexema.get(lexema)!.ofertas));
    this.pesos = this.lexemas.map((lexema) => Uint8Array.from(porLexema.get(lexema)!.pesos));
  }

  /**
   * For each offer, the marks of pesos.ts the query leaves on it (0: no match). AND keeps the weakest level
   * of its parts, so "in the title" means every word is in the title; OR keeps the best.
   */
  evaluar(nodo: NodoConsulta): Uint8Array {
    switch (nodo.tipo) {
      case 'termino':
        return this.termino(nodo.lexema, nodo.prefijo, nodo.pesos);
      case 'no': {
        const hijo = this.evaluar(nodo.hijo);
        return hijo.map((marcas) => (marcas ? 0 : TODAS_LAS_MARCAS));
      }
      default: {
        const [primero, ...resto] = nodo.hijos.map((hijo) => this.evaluar(hijo));
        for (const otro of resto) {
          for (let i = 0; i < this.cantidad; i++) primero![i] = nodo.tipo === 'y' ? primero![i]! & otro[i]! : primero![i]! | otro[i]!;
        }
        return primero!;
      }
    }
  }

  private termino(lexema: string, prefijo: boolean, pesosPedidos: number): Uint8Array {
    const marcas = new Uint8Array(this.cantidad);
    for (let l = this.primeroDesde(lexema); l < this.lexemas.length; l++) {
      const actual = this.lexemas[l]!;
      if (prefijo ? !actual.startsWith(lexema) : actual !== lexema) break;
      const ofertas = this.ofertas[l]!;
      const pesos = this.pesos[l]!;
      const exacto = actual === lexema || mismaPalabra(actual, lexema);
      for (let j = 0; j < ofertas.length; j++) {
        const posicion = ofertas[j]!;
        marcas[posicion] = marcas[posicion]! | marcasDePesos(pesos[j]! & pesosPedidos, exacto);
      }
    }
    return marcas;
  }

  /**
   * The lexeme PostgreSQL made of a word (normalised) of the title of the offer at `posicion`: among that
   * title's lexemes, the one sharing the longest start with the word, all of it or at least 4 letters (a
   * Spanish stem keeps the word's start, but "experiencia" is 'experient'). Reads a few lexemes, not the index.
   */
  lexemaDeTitulo(palabra: string, posicion: number): string | undefined {
    const enTitulo = (l: number) => (this.pesosEn(l, posicion) & PESO.A!) !== 0;
    let mejor: string | undefined;
    let largo = 0;
    // Lexemes shorter than 4 letters match only as a whole start of the word ("gru" of "grúa").
    for (let n = 1; n < Math.min(4, palabra.length + 1); n++) {
      const l = this.primeroDesde(palabra.slice(0, n));
      if (this.lexemas[l] === palabra.slice(0, n) && enTitulo(l)) [mejor, largo] = [palabra.slice(0, n), n];
    }
    const comienzo = palabra.slice(0, 4);
    for (let l = this.primeroDesde(comienzo); l < this.lexemas.length && this.lexemas[l]!.startsWith(comienzo); l++) {
      const lexema = this.lexemas[l]!;
      let comun = 0;
      while (comun < palabra.length && comun < lexema.length && palabra[comun] === lexema[comun]) comun++;
      if (comun > largo && (comun >= 4 || comun === lexema.length) && enTitulo(l)) [mejor, largo] = [lexema, comun];
    }
    return mejor;
  }

  /** The weights of the lexeme at index `l` in the offer at `posicion` (0 when it has none): a binary search. */
  private pesosEn(l: number, posicion: number): number {
    const ofertas = this.ofertas[l]!;
    let bajo = 0;
    let alto = ofertas.length;
    while (bajo < alto) {
      const medio = (bajo + alto) >>> 1;
      if (ofertas[medio]! < posicion) bajo = medio + 1;
      else alto = medio;
    }
    return ofertas[bajo] === posicion ? this.pesos[l]![bajo]! : 0;
  }

  /** Index of the first lexeme not before `lexema` (binary search). */
  private primeroDesde(lexema: string): number {
    let bajo = 0;
    let alto = this.lexemas.length;
    while (bajo < alto) {
      const medio = (bajo + alto) >>> 1;
      if (this.lexemas[medio]! < lexema) bajo = medio + 1;
      else alto = medio;
    }
    return bajo;
  }
}

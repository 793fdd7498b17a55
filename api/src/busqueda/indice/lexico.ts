// The inverted index of the offers' search documents: for each lexeme, the offers (by position in the
// index) that contain it and with which weights. Lexemes are kept sorted, so a prefix term (`enfermer:*`)
// reads one contiguous range of them, as PostgreSQL's GIN index does.
import { marcasDePesos, PESO, TODAS_LAS_MARCAS } from './pesos';
import type { NodoConsulta } from './tsquery';

interface Apariciones {
  ofertas: number[];
  pesos: number[];
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
      const exacto = actual === lexema;
      for (let j = 0; j < ofertas.length; j++) {
        const posicion = ofertas[j]!;
        marcas[posicion] = marcas[posicion]! | marcasDePesos(pesos[j]! & pesosPedidos, exacto);
      }
    }
    return marcas;
  }

  /** The lexemes of the titles (weight A) of the offers at `posiciones`, in that order: one pass over the index. */
  lexemasDeTitulos(posiciones: readonly number[]): string[][] {
    const ranura = new Int32Array(this.cantidad).fill(-1);
    posiciones.forEach((posicion, r) => (ranura[posicion] = r));
    const porOferta = posiciones.map((): string[] => []);
    this.lexemas.forEach((lexema, l) => {
      const ofertas = this.ofertas[l]!;
      const pesos = this.pesos[l]!;
      for (let j = 0; j < ofertas.length; j++) {
        const r = ranura[ofertas[j]!]!;
        if (r >= 0 && pesos[j]! & PESO.A!) porOferta[r]!.push(lexema);
      }
    });
    return porOferta;
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

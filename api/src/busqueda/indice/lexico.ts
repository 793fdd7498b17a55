// The inverted index of the offers' search documents: for each lexeme, the offers that contain it and with
// which weights. Lexemes are kept sorted, so a prefix term (`enfermer:*`) reads one contiguous range of
// them, as PostgreSQL's GIN index does.
//
// Offers changed after the index was built (cambios.ts) do not rewrite it: postings name an offer's slot,
// not its position, and `posicionDe` says where each slot's offer stands now. A changed offer leaves its
// old slot dead (pointing at a spare position past the end) and gets a new slot in a small second run of
// lexemes; when dead or new slots grow past a share of the index, one pass rebuilds it with slot = position.
import { marcasDePesos, PESO, TODAS_LAS_MARCAS } from './pesos';
import { ampliada, type Movimiento } from './movimiento';
import type { NodoConsulta } from './tsquery';

/** The lexemes of one offer's document, with their weights. */
export type Documento = readonly (readonly [string, number])[];

/** Sorted lexemes with the slots holding each and the weights each has there. */
interface Tramo {
  lexemas: string[];
  ranuras: Int32Array[];
  pesos: Uint8Array[];
}

/**
 * PostgreSQL's parser keeps a gendered title word ("Cajero/a", "Vendedor/a") as one unstemmed token: its
 * first word, give or take the ending the stem drops, is the lexeme itself, as "Cajera" is 'cajer'.
 */
function mismaPalabra(token: string, lexema: string): boolean {
  const barra = token.indexOf('/');
  return barra > 0 && token.startsWith(lexema) && barra - lexema.length <= 2;
}

/** Lookups of a slot by position answered by a scan before the inverse is built (ranuraDe). */
const BUSQUEDAS_SIN_INVERSA = 16;

const porTexto = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Gathers documents, one at a time, into a run. */
class Acumulador {
  private readonly porLexema = new Map<string, { ranuras: number[]; pesos: number[] }>();

  agregar(ranura: number, documento: Documento): void {
    for (const [lexema, pesos] of documento) {
      let apariciones = this.porLexema.get(lexema);
      if (!apariciones) this.porLexema.set(lexema, (apariciones = { ranuras: [], pesos: [] }));
      apariciones.ranuras.push(ranura);
      apariciones.pesos.push(pesos);
    }
  }

  tramo(): Tramo {
    const lexemas = [...this.porLexema.keys()].sort(porTexto);
    return {
      lexemas,
      ranuras: lexemas.map((lexema) => Int32Array.from(this.porLexema.get(lexema)!.ranuras)),
      pesos: lexemas.map((lexema) => Uint8Array.from(this.porLexema.get(lexema)!.pesos)),
    };
  }
}

function tramoDe(documentos: Iterable<readonly [ranura: number, documento: Documento]>): Tramo {
  const acumulador = new Acumulador();
  for (const [ranura, documento] of documentos) acumulador.agregar(ranura, documento);
  return acumulador.tramo();
}

/** Both runs as one: a lexeme in both gets the postings of each; arrays of a lexeme in only one are shared. */
function unirTramos(a: Tramo, b: Tramo): Tramo {
  const unido: Tramo = { lexemas: [], ranuras: [], pesos: [] };
  let i = 0;
  let j = 0;
  while (i < a.lexemas.length || j < b.lexemas.length) {
    const orden = j === b.lexemas.length ? -1 : i === a.lexemas.length ? 1 : porTexto(a.lexemas[i]!, b.lexemas[j]!);
    if (orden < 0) {
      unido.lexemas.push(a.lexemas[i]!);
      unido.ranuras.push(a.ranuras[i]!);
      unido.pesos.push(a.pesos[i++]!);
    } else if (orden > 0) {
      unido.lexemas.push(b.lexemas[j]!);
      unido.ranuras.push(b.ranuras[j]!);
      unido.pesos.push(b.pesos[j++]!);
    } else {
      const ranuras = new Int32Array(a.ranuras[i]!.length + b.ranuras[j]!.length);
      ranuras.set(a.ranuras[i]!);
      ranuras.set(b.ranuras[j]!, a.ranuras[i]!.length);
      const pesos = new Uint8Array(ranuras.length);
      pesos.set(a.pesos[i]!);
      pesos.set(b.pesos[j]!, a.pesos[i]!.length);
      unido.lexemas.push(a.lexemas[i++]!);
      unido.ranuras.push(ranuras);
      unido.pesos.push(pesos);
      j++;
    }
  }
  return unido;
}

/** Index of the first lexeme not before `lexema` (binary search). */
function primeroDesde(lexemas: string[], lexema: string): number {
  let bajo = 0;
  let alto = lexemas.length;
  while (bajo < alto) {
    const medio = (bajo + alto) >>> 1;
    if (lexemas[medio]! < lexema) bajo = medio + 1;
    else alto = medio;
  }
  return bajo;
}

export class Lexico {
  /** The index as built, then the lexemes of offers added since (at most two runs). */
  private tramos: Tramo[];
  /** Position of each slot's offer; `cantidad` (a spare mark nobody reads) for an offer gone. */
  private posicionDe: Int32Array;
  /** Slots made after the first run: those are in the second one. */
  private ranurasDelPrimero: number;
  /** Position → live slot, for the few lookups by offer (lexemaDeTitulo). */
  private ranuraDePosicion: Int32Array | undefined;
  private busquedasDeRanura = 0;

  /** `documentos[i]`: the lexemes of the offer at position i, with their weights. */
  constructor(
    documentos: readonly Documento[],
    private readonly cantidad = documentos.length,
  ) {
    this.tramos = [tramoDe(documentos.entries())];
    this.posicionDe = Int32Array.from({ length: documentos.length }, (_, i) => i);
    this.ranurasDelPrimero = documentos.length;
  }

  /**
   * The same index, built while reading `documentos` a few thousand at a time and yielding to other work in
   * between: a thread that loads a new copy goes on answering searches from its old one meanwhile.
   */
  static async enPartes(documentos: Iterable<Documento>, cantidad: number): Promise<Lexico> {
    const acumulador = new Acumulador();
    let ranura = 0;
    for (const documento of documentos) {
      acumulador.agregar(ranura++, documento);
      if (ranura % 2000 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    const lexico = new Lexico([], cantidad);
    lexico.tramos = [acumulador.tramo()];
    lexico.posicionDe = Int32Array.from({ length: cantidad }, (_, i) => i);
    lexico.ranurasDelPrimero = cantidad;
    return lexico;
  }

  /**
   * The index after `movimiento` moved the offers (those changed leave), with `agregados`, the documents of
   * the offers added or changed, at their new positions. Slots are moved in place: this index is not to be
   * read any more.
   */
  conCambios(movimiento: Movimiento, agregados: readonly (readonly [posicion: number, documento: Documento])[]): Lexico {
    const cantidad = movimiento.despues;
    const total = this.posicionDe.length;
    const posicionDe = ampliada(this.posicionDe, total + agregados.length);
    if (!movimiento.quieto) movimiento.moverPosiciones(posicionDe.subarray(0, total), this.cantidad);
    agregados.forEach(([posicion], i) => (posicionDe[total + i] = posicion));
    const nuevo = new Lexico([], cantidad);
    nuevo.posicionDe = posicionDe;
    nuevo.ranurasDelPrimero = this.ranurasDelPrimero;
    const tramo = tramoDe(agregados.map(([, documento], i) => [total + i, documento] as const));
    const [primero, segundo] = this.tramos;
    nuevo.tramos = [primero!, segundo ? unirTramos(segundo, tramo) : tramo];
    // Every live offer has one live slot, so the rest are dead. Rebuilt in one pass once dead slots and the
    // second run pass an eighth of the offers: each search reads them all.
    const muertas = posicionDe.length - cantidad;
    const agregadas = posicionDe.length - this.ranurasDelPrimero;
    return muertas + agregadas > Math.max(64, cantidad / 8) ? nuevo.compactado() : nuevo;
  }

  /** The same index without dead slots and with slot = position. */
  private compactado(): Lexico {
    const compacto = new Lexico([], this.cantidad);
    const [primero, segundo] = this.tramos.map((tramo) => {
      const vivo: Tramo = { lexemas: [], ranuras: [], pesos: [] };
      tramo.lexemas.forEach((lexema, l) => {
        const ranuras = tramo.ranuras[l]!;
        let vivas = 0;
        for (const ranura of ranuras) if (this.posicionDe[ranura]! < this.cantidad) vivas++;
        if (!vivas) return;
        const posiciones = new Int32Array(vivas);
        const pesos = new Uint8Array(vivas);
        let k = 0;
        ranuras.forEach((ranura, j) => {
          const posicion = this.posicionDe[ranura]!;
          if (posicion === this.cantidad) return;
          posiciones[k] = posicion;
          pesos[k++] = tramo.pesos[l]![j]!;
        });
        vivo.lexemas.push(lexema);
        vivo.ranuras.push(posiciones);
        vivo.pesos.push(pesos);
      });
      return vivo;
    });
    compacto.tramos = [segundo ? unirTramos(primero!, segundo) : primero!];
    compacto.posicionDe = Int32Array.from({ length: this.cantidad }, (_, i) => i);
    compacto.ranurasDelPrimero = this.cantidad;
    return compacto;
  }

  /**
   * For each offer, the marks of pesos.ts the query leaves on it (0: no match). AND keeps the weakest level
   * of its parts, so "in the title" means every word is in the title; OR keeps the best.
   */
  evaluar(nodo: NodoConsulta): Uint8Array {
    return this.marcas(nodo).subarray(0, this.cantidad);
  }

  /** Marks by position, plus the spare one of dead slots. */
  private marcas(nodo: NodoConsulta): Uint8Array {
    switch (nodo.tipo) {
      case 'termino':
        return this.termino(nodo.lexema, nodo.prefijo, nodo.pesos);
      case 'no': {
        const hijo = this.marcas(nodo.hijo);
        return hijo.map((marcas) => (marcas ? 0 : TODAS_LAS_MARCAS));
      }
      case 'o': {
        // A term ORs its marks straight into its siblings' (synonyms, typo corrections): no array of its own.
        const [primero, ...resto] = nodo.hijos;
        const marcas = this.marcas(primero!);
        for (const hijo of resto) {
          if (hijo.tipo === 'termino') this.termino(hijo.lexema, hijo.prefijo, hijo.pesos, marcas);
          else {
            const otro = this.marcas(hijo);
            for (let i = 0; i < this.cantidad; i++) marcas[i]! |= otro[i]!;
          }
        }
        return marcas;
      }
      default: {
        const [primero, ...resto] = nodo.hijos.map((hijo) => this.marcas(hijo));
        for (const otro of resto) for (let i = 0; i < this.cantidad; i++) primero![i]! &= otro[i]!;
        return primero!;
      }
    }
  }

  /** Marks of one lexeme (or prefix), ORed into `marcas`. */
  private termino(lexema: string, prefijo: boolean, pesosPedidos: number, marcas: Uint8Array = new Uint8Array(this.cantidad + 1)): Uint8Array {
    const posicionDe = this.posicionDe;
    for (const { lexemas, ranuras, pesos } of this.tramos) {
      for (let l = primeroDesde(lexemas, lexema); l < lexemas.length; l++) {
        const actual = lexemas[l]!;
        if (prefijo ? !actual.startsWith(lexema) : actual !== lexema) break;
        const deLexema = ranuras[l]!;
        const pesosDeLexema = pesos[l]!;
        const exacto = actual === lexema || mismaPalabra(actual, lexema);
        for (let j = 0; j < deLexema.length; j++) {
          const posicion = posicionDe[deLexema[j]!]!;
          marcas[posicion] = marcas[posicion]! | marcasDePesos(pesosDeLexema[j]! & pesosPedidos, exacto);
        }
      }
    }
    return marcas;
  }
  /** Calls `visitar` for each lexeme the offers `elegidas` marks have in their title (weight A), with the offer's position. */
  recorrerTitulos(elegidas: Uint8Array, visitar: (lexema: string, posicion: number) => void): void {
    const posicionDe = this.posicionDe;
    for (const { lexemas, ranuras, pesos } of this.tramos) {
      for (let l = 0; l < lexemas.length; l++) {
        const deLexema = ranuras[l]!;
        for (let j = 0; j < deLexema.length; j++) {
          const posicion = posicionDe[deLexema[j]!]!;
          if (elegidas[posicion] && pesos[l]![j]! & PESO.A!) visitar(lexemas[l]!, posicion);
        }
      }
    }
  }

  /**
   * The lexeme PostgreSQL made of a word (normalised) of the title of the offer at `posicion`: among that
   * title's lexemes, the one sharing the longest start with the word, all of it or at least 4 letters (a
   * Spanish stem keeps the word's start, but "experiencia" is 'experient'). Reads a few lexemes, not the index.
   */
  lexemaDeTitulo(palabra: string, posicion: number): string | undefined {
    const ranura = this.ranuraDe(posicion);
    if (ranura < 0) return undefined;
    let mejor: string | undefined;
    let largo = 0;
    for (const tramo of this.tramos) {
      const enTitulo = (l: number) => (this.pesosEn(tramo, l, ranura) & PESO.A!) !== 0;
      // Lexemes shorter than 4 letters match only as a whole start of the word ("gru" of "grúa").
      for (let n = 1; n < Math.min(4, palabra.length + 1); n++) {
        const inicio = palabra.slice(0, n);
        const l = primeroDesde(tramo.lexemas, inicio);
        if (n > largo && tramo.lexemas[l] === inicio && enTitulo(l)) [mejor, largo] = [inicio, n];
      }
      const comienzo = palabra.slice(0, 4);
      for (let l = primeroDesde(tramo.lexemas, comienzo); l < tramo.lexemas.length && tramo.lexemas[l]!.startsWith(comienzo); l++) {
        const lexema = tramo.lexemas[l]!;
        let comun = 0;
        while (comun < palabra.length && comun < lexema.length && palabra[comun] === lexema[comun]) comun++;
        if (comun > largo && (comun >= 4 || comun === lexema.length) && enTitulo(l)) [mejor, largo] = [lexema, comun];
      }
    }
    return mejor;
  }

  /** The weights of lexeme `l` of `tramo` in the offer of `ranura` (0 when it has none). Postings are not
   * sorted by slot once changes were merged in, so this scans them (natively). */
  private pesosEn(tramo: Tramo, l: number, ranura: number): number {
    const j = tramo.ranuras[l]!.indexOf(ranura);
    return j < 0 ? 0 : tramo.pesos[l]![j]!;
  }

  /**
   * The live slot of the offer at `posicion` (-1 when none): a native scan of `posicionDe` for the few
   * lookups after a change (the new titles' words), the inverse of `posicionDe`, built once, past those.
   */
  private ranuraDe(posicion: number): number {
    if (posicion < 0 || posicion >= this.cantidad) return -1;
    if (!this.ranuraDePosicion && this.busquedasDeRanura++ < BUSQUEDAS_SIN_INVERSA) return this.posicionDe.indexOf(posicion);
    if (!this.ranuraDePosicion) {
      const inversa = new Int32Array(this.cantidad).fill(-1);
      this.posicionDe.forEach((p, ranura) => p < this.cantidad && (inversa[p] = ranura));
      this.ranuraDePosicion = inversa;
    }
    return this.ranuraDePosicion[posicion] ?? -1;
  }
}

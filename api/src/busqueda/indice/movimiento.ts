// How the positions of the copy move when a few offers change: the changed offers leave, those read anew
// come in where their date puts them, and the offers between shift as whole runs. Built from the changed
// positions alone (a native scan for each id, a binary search for each row), and applied to each column in
// place with memmove (`copyWithin`, `splice`): one write a second at 200,000 offers neither walks every
// offer in JavaScript nor allocates the copy again, so searches do not stall on it and the thread's memory
// stays flat. Applying in place is sound because every reader of a copy reads it synchronously
// (IndiceVigente.conCopiaVigente): no search is half way through the copy a change rewrites.

/** What a move reads of the copy before it: ids and dates in the copy's order (newest, then highest id). */
export interface Orden {
  cantidad: number;
  idOferta: Int32Array;
  fecha: Float64Array;
}

/** A row read anew, with what orders it. */
export interface Entrante {
  id: number;
  fecha: number;
}

type Tipada = Int32Array | Float64Array | Uint8Array | Uint16Array | Int16Array | Int8Array;

/** Past this many offers leaving or coming, lists are rebuilt in one pass instead of spliced offer by offer. */
const MAXIMO_DE_EMPALMES = 64;

/** Room for a few thousand more offers, so a column is reallocated seldom (and copied whole only then). */
const capacidadPara = (largo: number) => largo + Math.max(1024, largo >> 4);

/** `columna` with `largo` values (those past its own unset): in its buffer when there is room. */
export function ampliada(columna: Int32Array, largo: number): Int32Array {
  const entera = new Int32Array(columna.buffer);
  if (columna.byteOffset === 0 && entera.length >= largo) return entera.subarray(0, largo);
  const mayor = new Int32Array(capacidadPara(largo));
  mayor.set(columna);
  return mayor.subarray(0, largo);
}

let desplazamientos = new Int32Array(0);
/** A scratch table of at least `largo` shifts, kept between changes (the thread applies one at a time). */
function tablaDeDesplazamientos(largo: number): Int32Array {
  if (desplazamientos.length < largo) desplazamientos = new Int32Array(capacidadPara(largo));
  return desplazamientos;
}

/** The positions of `ids` in `o`, ascending (absent ids left out). */
function posicionesDe(o: Orden, ids: ReadonlySet<number>): number[] {
  const columna = o.idOferta.subarray(0, o.cantidad);
  const posiciones: number[] = [];
  if (ids.size <= MAXIMO_DE_EMPALMES) {
    for (const id of ids) {
      const posicion = columna.indexOf(id);
      if (posicion >= 0) posiciones.push(posicion);
    }
  } else {
    for (let p = 0; p < o.cantidad; p++) if (ids.has(columna[p]!)) posiciones.push(p);
  }
  return posiciones.sort((a, b) => a - b);
}

/** How many offers of `o` come before `fila` in the copy's order (binary search). */
function antesDe(o: Orden, { id, fecha }: Entrante): number {
  let bajo = 0;
  let alto = o.cantidad;
  while (bajo < alto) {
    const medio = (bajo + alto) >>> 1;
    if (o.fecha[medio]! > fecha || (o.fecha[medio] === fecha && o.idOferta[medio]! > id)) bajo = medio + 1;
    else alto = medio;
  }
  return bajo;
}

export class Movimiento {
  /** Offers of the copy before: how many, and the positions of those that leave (ascending). */
  readonly antes: number;
  readonly salen: readonly number[];
  /** New position of each row read anew, in the order given (ascending). */
  readonly entran: Int32Array;
  readonly despues: number;
  /** Runs of offers that stay: new start, old start, length; ascending. */
  private readonly tramos: { k: number; d: number; largo: number }[] = [];

  /** `o` without the offers of `ids`, with `nuevas` (in the copy's order, none of them still in `o` but by an id of `ids`). */
  constructor(o: Orden, ids: ReadonlySet<number>, nuevas: readonly Entrante[]) {
    this.antes = o.cantidad;
    this.salen = posicionesDe(o, ids);
    this.entran = new Int32Array(nuevas.length);
    const puntos = nuevas.map((fila) => antesDe(o, fila));
    let d = 0;
    let k = 0;
    let s = 0;
    let j = 0;
    for (;;) {
      const sale = s < this.salen.length ? this.salen[s]! : o.cantidad;
      const entra = j < nuevas.length ? puntos[j]! : o.cantidad;
      const hasta = Math.min(sale, entra);
      if (hasta > d) {
        this.tramos.push({ k, d, largo: hasta - d });
        k += hasta - d;
        d = hasta;
      }
      if (j < nuevas.length && entra <= sale) this.entran[j++] = k++;
      else if (s < this.salen.length) d = this.salen[s++]! + 1;
      else break;
    }
    this.despues = k;
  }

  /** Whether no offer moves (nothing left, nothing came). */
  get quieto(): boolean {
    return !this.salen.length && !this.entran.length;
  }

  /** Whether every offer keeps its position, none came or went in number (offers edited in place: the usual write). */
  private get enSuSitio(): boolean {
    return this.antes === this.despues && this.tramos.every(({ k, d }) => k === d);
  }

  private tabla: Int32Array | undefined;
  /**
   * Each old position's shift, filled run by run (native fill) once per move: an offer at p goes to
   * p + shift, one that leaves to `despues`.
   */
  private desplazamientos(): Int32Array {
    if (this.tabla) return this.tabla;
    const tabla = tablaDeDesplazamientos(this.antes);
    for (const { k, d, largo } of this.tramos) tabla.fill(k - d, d, d + largo);
    for (const p of this.salen) tabla[p] = this.despues - p;
    return (this.tabla = tabla);
  }

  /**
   * `posiciones` (old positions, `fuera` for none) rewritten in place as new positions, `despues` for those
   * that left: one pass over the table of shifts, no search per value.
   */
  moverPosiciones(posiciones: Int32Array, fuera: number): void {
    if (this.enSuSitio) {
      // Only the offers that left change: their one live slot each.
      for (const p of this.salen) posiciones[posiciones.indexOf(p)] = this.despues;
      return;
    }
    const desplazamiento = this.desplazamientos();
    for (let i = 0; i < posiciones.length; i++) {
      const p = posiciones[i]!;
      posiciones[i] = p === fuera ? this.despues : p + desplazamiento[p]!;
    }
  }

  /** A group's positions (each once, any order) moved in place; those of offers that left are dropped. */
  moverGrupo(posiciones: number[]): void {
    if (this.enSuSitio) {
      for (const p of this.salen) {
        const i = posiciones.indexOf(p);
        if (i >= 0) posiciones.splice(i, 1);
      }
      return;
    }
    const desplazamiento = this.desplazamientos();
    let quedan = 0;
    for (let i = 0; i < posiciones.length; i++) {
      const nueva = posiciones[i]! + desplazamiento[posiciones[i]!]!;
      if (nueva < this.despues) posiciones[quedan++] = nueva;
    }
    posiciones.length = quedan;
  }

  /**
   * `columna` (its first `antes` values) moved, with `valor(j)` at the place of the j-th row read anew: in
   * place when its buffer has room, else into a larger one. A view of the first `despues` values.
   */
  tipada<T extends Tipada>(columna: T, valor: (j: number) => number): T {
    const Tipo = columna.constructor as new (n: number | ArrayBufferLike) => T;
    const entera = new Tipo(columna.buffer);
    const cabe = columna.byteOffset === 0 && entera.length >= this.despues;
    const destino = cabe ? entera : new Tipo(capacidadPara(this.despues));
    if (cabe) {
      // Runs moving left go first to last, those moving right last to first: none overwrites a run not yet moved.
      for (const { k, d, largo } of this.tramos) if (k < d) destino.copyWithin(k, d, d + largo);
      for (let t = this.tramos.length - 1; t >= 0; t--) {
        const { k, d, largo } = this.tramos[t]!;
        if (k > d) destino.copyWithin(k, d, d + largo);
      }
    } else {
      for (const { k, d, largo } of this.tramos) destino.set(columna.subarray(d, d + largo), k);
    }
    this.entran.forEach((k, j) => (destino[k] = valor(j)));
    return destino.subarray(0, this.despues) as T;
  }

  /** `lista` moved in place, with `valor(j)` at the place of the j-th row read anew. */
  lista<T>(lista: T[], valor: (j: number) => T): T[] {
    if (this.enSuSitio) {
      // Offers edited in place: only their values change.
    } else if (this.salen.length + this.entran.length > MAXIMO_DE_EMPALMES) {
      const vieja = lista.slice(0, this.antes);
      lista.length = this.despues;
      for (const { k, d, largo } of this.tramos) for (let i = 0; i < largo; i++) lista[k + i] = vieja[d + i]!;
    } else {
      // Each splice is one native memmove; leaving from the last, coming from the first keeps positions right.
      for (let s = this.salen.length - 1; s >= 0; s--) lista.splice(this.salen[s]!, 1);
      this.entran.forEach((k) => lista.splice(k, 0, undefined as T));
    }
    this.entran.forEach((k, j) => (lista[k] = valor(j)));
    return lista;
  }
}

// Which texts of a list (job titles, places) have a word starting with each word typed, accents and case
// ignored: "gar" finds "Garzón / Mesera", "vina del" finds "Viña del Mar". Every word of every text is kept in
// one sorted array, so the texts of a prefix are one contiguous range found by binary search.
import { normalizar } from '../lugares';

/** The words of a text, lower case and without accents: "Garzón / Mesera" → ["garzon", "mesera"]. */
export function palabras(texto: string): string[] {
  return normalizar(texto).match(/[\p{L}\p{N}]+/gu) ?? [];
}

export class IndicePorPrefijo {
  /** Every word of every text, sorted; `texto[k]` is the text `palabra[k]` belongs to. */
  private readonly palabra: string[];
  private readonly texto: Int32Array;
  private readonly palabrasDe: string[][];
  /** Texts already taken in the current lookup (`vista[t] === ronda`): no Set to allocate per keystroke. */
  private readonly vista: Uint32Array;
  private ronda = 0;

  constructor(textos: readonly string[]) {
    this.palabrasDe = textos.map((texto) => [...new Set(palabras(texto))]);
    const entradas = this.palabrasDe.flatMap((lista, t) => lista.map((p) => [p, t] as const));
    entradas.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    this.palabra = entradas.map(([p]) => p);
    this.texto = Int32Array.from(entradas, ([, t]) => t);
    this.vista = new Uint32Array(textos.length);
  }

  /** Ids (positions in the list) of the texts in which every prefix begins some word; none without prefixes. */
  buscar(prefijos: readonly string[]): number[] {
    if (!prefijos.length) return [];
    // The longest prefix reads the shortest range; the others are checked on the texts it finds.
    const [guia, ...resto] = [...prefijos].sort((a, b) => b.length - a.length) as [string, ...string[]];
    this.ronda = this.ronda === 0xffffffff ? 1 : this.ronda + 1;
    if (this.ronda === 1) this.vista.fill(0);
    const encontrados: number[] = [];
    for (let k = this.primeroDesde(guia); k < this.palabra.length && this.palabra[k]!.startsWith(guia); k++) {
      const t = this.texto[k]!;
      if (this.vista[t] === this.ronda) continue;
      this.vista[t] = this.ronda;
      const suyas = this.palabrasDe[t]!;
      if (resto.every((prefijo) => suyas.some((p) => p.startsWith(prefijo)))) encontrados.push(t);
    }
    return encontrados;
  }

  /** Index of the first word not before `prefijo`. */
  private primeroDesde(prefijo: string): number {
    let bajo = 0;
    let alto = this.palabra.length;
    while (bajo < alto) {
      const medio = (bajo + alto) >>> 1;
      if (this.palabra[medio]! < prefijo) bajo = medio + 1;
      else alto = medio;
    }
    return bajo;
  }
}

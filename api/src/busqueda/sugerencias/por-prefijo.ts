// Which texts of a list (job titles, places) have a word starting with each word typed, accents and case
// ignored: "gar" finds "Garzón / Mesera", "vina del" finds "Viña del Mar". The distinct words of all the texts
// are kept sorted, each with the texts it is in, so the words of a prefix are one contiguous range found by
// binary search.
import { normalizar } from '../lugares';

/** The words of a text, lower case and without accents: "Garzón / Mesera" → ["garzon", "mesera"]. */
export function palabras(texto: string): string[] {
  return normalizar(texto).match(/[\p{L}\p{N}]+/gu) ?? [];
}

export class IndicePorPrefijo {
  /** The distinct words, sorted; the texts of `palabra[k]` are `texto[inicio[k]]` up to `texto[inicio[k + 1]]`. */
  private readonly palabra: string[];
  private readonly inicio: Int32Array;
  private readonly texto: Int32Array;
  /** Texts already taken in the current lookup (`vista[t] === ronda`): nothing to allocate per keystroke. */
  private readonly vista: Uint32Array;
  private ronda = 0;

  /** `palabrasDe[t]`: the words (palabras()) of text t. */
  constructor(private readonly palabrasDe: readonly (readonly string[])[]) {
    const porPalabra = new Map<string, number[]>();
    palabrasDe.forEach((lista, t) => {
      for (const p of lista) {
        const textos = porPalabra.get(p);
        if (!textos) porPalabra.set(p, [t]);
        else if (textos.at(-1) !== t) textos.push(t);
      }
    });
    // Code-unit order, the order `<` and startsWith agree with.
    this.palabra = [...porPalabra.keys()].sort();
    this.inicio = new Int32Array(this.palabra.length + 1);
    this.palabra.forEach((p, k) => (this.inicio[k + 1] = this.inicio[k]! + porPalabra.get(p)!.length));
    this.texto = new Int32Array(this.inicio[this.palabra.length]!);
    this.palabra.forEach((p, k) => this.texto.set(porPalabra.get(p)!, this.inicio[k]!));
    this.vista = new Uint32Array(palabrasDe.length);
  }

  /** Ids (positions in the list) of the texts in which every prefix begins some word; none without prefixes. */
  buscar(prefijos: readonly string[]): number[] {
    if (!prefijos.length) return [];
    // The longest prefix reads the shortest range; the others are checked on the texts it finds.
    const [guia, ...resto] = [...prefijos].sort((a, b) => b.length - a.length) as [string, ...string[]];
    if (++this.ronda === 0xffffffff) {
      this.vista.fill(0);
      this.ronda = 1;
    }
    const encontrados: number[] = [];
    for (let k = this.primeroDesde(guia); k < this.palabra.length && this.palabra[k]!.startsWith(guia); k++) {
      for (let j = this.inicio[k]!; j < this.inicio[k + 1]!; j++) {
        const t = this.texto[j]!;
        if (this.vista[t] === this.ronda) continue;
        this.vista[t] = this.ronda;
        const suyas = this.palabrasDe[t]!;
        if (resto.every((prefijo) => suyas.some((p) => p.startsWith(prefijo)))) encontrados.push(t);
      }
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

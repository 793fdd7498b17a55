// A search's keyword as units: each word, or each known phrase ("part time", "recursos humanos"), with the
// expressions that mean the same (sinonimos.ts) and whether it is filler or a weak word (genericas.ts); with
// the names of the comunas and regions, a place ("viña del mar") is a unit of its own.
// PostgreSQL's `es` configuration later turns each unit into lexemes (stems without accents, stop words
// dropped): the search thread matches and ranks by unit (indice/relevancia.ts), SQL searches AND them.
import { DEBILES, RELLENO } from './genericas';
import { SINONIMOS } from './sinonimos';

/** Words of a keyword past this many are ignored. */
const MAXIMO_PALABRAS = 10;
/** Words a phrase may span, the ones its key skips included. */
const LARGO_FRASE = 6;
/** Skipped in the keys of phrases, so "auxiliar aseo" is "auxiliar de aseo". */
export const VACIAS = new Set(['a', 'al', 'con', 'de', 'del', 'e', 'el', 'en', 'la', 'las', 'los', 'o', 'para', 'por', 'u', 'un', 'una', 'y']);

export interface Alternativa {
  palabras: string[];
  /** An abbreviation: the whole word only, never a word it starts. */
  exacta: boolean;
}

export interface Unidad {
  /** The words of the keyword it stands for, as typed. */
  palabras: string[];
  /** Index of its first word among the keyword's words. */
  desde: number;
  /** What it matches: the typed words first, then their synonyms. */
  alternativas: Alternativa[];
  /** Filler ("part time"): optional when the keyword says something else. */
  relleno: boolean;
  /** A word that qualifies a role without naming it ("ejecutivo"): weighs half. */
  debil: boolean;
  /** A comuna or region named in the keyword: its key among the `lugares` given to unidadesDe. */
  lugar?: string;
}

/** Lower case without accents (ñ becomes n, as unaccent does). */
export function normalizar(palabra: string): string {
  return palabra.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The keyword's words: letters and digits only, so user input can never inject tsquery operators. */
export function palabrasDe(texto: string | undefined): string[] {
  return (texto?.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAXIMO_PALABRAS);
}

/** The key of a phrase: its words normalised, without the short words phrases skip. */
export const claveDe = (palabras: readonly string[]) => palabras.map(normalizar).filter((p) => !VACIAS.has(p)).join(' ');

interface Entrada {
  expresiones: Alternativa[];
  relleno: boolean;
}

function diccionario(): Map<string, Entrada> {
  const entradas = new Map<string, Entrada>();
  const rellenos = new Set(RELLENO.map((expresion) => claveDe(palabrasDe(expresion))));
  // Filler is matched as whole words: nobody half-types it, and as a prefix "fin" would find "finanzas".
  for (const grupo of SINONIMOS) {
    const relleno = grupo.some((expresion) => rellenos.has(claveDe(palabrasDe(expresion))));
    const expresiones = grupo.map((expresion) => ({ palabras: palabrasDe(expresion), exacta: relleno || expresion.endsWith('.') }));
    for (const e of expresiones) entradas.set(claveDe(e.palabras), { expresiones, relleno });
  }
  for (const clave of rellenos) if (!entradas.has(clave)) entradas.set(clave, { expresiones: [{ palabras: clave.split(' '), exacta: true }], relleno: true });
  return entradas;
}

const DICCIONARIO = diccionario();
const CLAVES_DEBILES = new Set(DEBILES.map(normalizar));

/** The key of one word, then its possible singulars ("vendedores", "guardias"). */
const formasDe = (clave: string) => [clave, clave.replace(/es$/, ''), clave.replace(/s$/, '')];

/** The entry of one word's key or of its singular. */
function entradaDe(clave: string): [string, Entrada | undefined] {
  const encontrada = formasDe(clave).find((forma) => DICCIONARIO.has(forma));
  return encontrada ? [encontrada, DICCIONARIO.get(encontrada)] : [clave, undefined];
}

/** The expressions that mean the same as one word (sinonimos.ts), without it: each as its words. */
export function sinonimosDe(palabra: string): string[][] {
  const [clave, entrada] = entradaDe(claveDe([palabra]));
  return (entrada?.expresiones ?? []).filter((e) => claveDe(e.palabras) !== clave).map((e) => e.palabras);
}

/**
 * The key of a place name: its words normalised, without the short words inside it but with its leading
 * article ("la florida", "vina mar", "san pedro paz"), so "cisterna" or "reina" alone never name a place.
 */
export const claveDeLugar = ([primera, ...resto]: readonly string[]) =>
  [normalizar(primera ?? ''), ...resto.map(normalizar).filter((p) => !VACIAS.has(p))].join(' ');

/** The places a keyword may name by their key (claveDeLugar; lugares.ts), ambiguous or not. */
type Lugares = Pick<ReadonlyMap<string, { ambiguo: boolean }>, 'get'>;

/**
 * Whether words [i, hasta) name a place. A name that is also a job or company word ("La Reina",
 * "Independencia", "Los Ángeles") is a place only after "en" or when it is the whole keyword.
 */
function nombraLugar(palabras: string[], i: number, hasta: number, clave: string, lugares?: Lugares): boolean {
  const lugar = lugares?.get(clave);
  if (!lugar) return false;
  return !lugar.ambiguo || (i > 0 && normalizar(palabras[i - 1]!) === 'en') || (i === 0 && hasta === palabras.length);
}

/**
 * The longest known phrase or place starting at word i, as [index past it, key, entry, is a place]; one word
 * when none is known. A phrase of the synonyms goes before a place as long; a place may start with an article.
 */
function tramo(palabras: string[], i: number, lugares?: Lugares): [number, string, Entrada | undefined, boolean] {
  const vacia = VACIAS.has(normalizar(palabras[i]!));
  for (let hasta = Math.min(palabras.length, i + LARGO_FRASE); hasta > i; hasta--) {
    if (VACIAS.has(normalizar(palabras[hasta - 1]!))) continue;
    const clave = claveDe(palabras.slice(i, hasta));
    if (!vacia && hasta > i + 1 && DICCIONARIO.has(clave)) return [hasta, clave, DICCIONARIO.get(clave), false];
    const deLugar = claveDeLugar(palabras.slice(i, hasta));
    if (nombraLugar(palabras, i, hasta, deLugar, lugares)) return [hasta, deLugar, undefined, true];
  }
  return [i + 1, ...entradaDe(claveDe([palabras[i]!])), false];
}

/** `lugares`: the places a keyword may name (lugares.ts); without them a place is words like any other. */
export function unidadesDe(palabraClave: string | undefined, lugares?: Lugares): Unidad[] {
  const palabras = palabrasDe(palabraClave);
  const unidades: Unidad[] = [];
  for (let i = 0; i < palabras.length; ) {
    const [hasta, clave, entrada, esLugar] = tramo(palabras, i, lugares);
    const escritas = palabras.slice(i, hasta);
    const propia = entrada?.expresiones.find((e) => claveDe(e.palabras) === clave);
    const sinonimas = entrada?.expresiones.filter((e) => e !== propia) ?? [];
    unidades.push({
      palabras: escritas,
      desde: i,
      alternativas: [{ palabras: escritas, exacta: propia?.exacta ?? false }, ...sinonimas],
      relleno: entrada?.relleno ?? false,
      debil: escritas.length === 1 && formasDe(clave).some((forma) => CLAVES_DEBILES.has(forma)),
      ...(esLugar ? { lugar: clave } : {}),
    });
    i = hasta;
  }
  return unidades;
}

/**
 * A unit as tsquery text: its alternatives ORed, the words of a phrase ANDed, each word a prefix (a
 * half-typed "enferm" finds Enfermería) but an abbreviation; `pesos` restricts every term to those weights.
 */
export function tsqueryDeUnidad({ alternativas }: Unidad, pesos = ''): string {
  const termino = (palabra: string, exacta: boolean) => (exacta ? `${palabra}${pesos && `:${pesos}`}` : `${palabra}:*${pesos}`);
  const partes = alternativas.map(({ palabras, exacta }) => {
    const terminos = palabras.map((palabra) => termino(palabra, exacta));
    return terminos.length > 1 ? `(${terminos.join(' & ')})` : terminos[0]!;
  });
  return partes.length > 1 ? `(${partes.join(' | ')})` : partes[0]!;
}

/**
 * The unit's one-word abbreviations as tsquery text for PostgreSQL's `simple` configuration (or ''): `es`
 * drops "ti" as a stop word, while the offers that write "TI" hold the lexeme (migration 035).
 */
export function siglasDeUnidad({ alternativas, relleno }: Unidad): string {
  if (relleno) return '';
  return alternativas.flatMap(({ palabras, exacta }) => (exacta && palabras.length === 1 ? [normalizar(palabras[0]!)] : [])).join(' | ');
}

// The four weights of a PostgreSQL tsvector as bits, and what a search reads from them: how well a term
// matches an offer. Six levels, best last: in the description (C, D) as the start of a longer word, or as
// that very lexeme; the same in company or place (B); the same in the title (A; see migration 003).
// A level is kept as a thermometer code (level n sets the n lowest bits), so AND of two marks is the weaker
// level and OR the better one: a phrase is as good as its worst word, a unit as its best synonym.
export const PESO: Readonly<Record<string, number>> = { A: 1, B: 2, C: 4, D: 8 };
export const TODOS_LOS_PESOS = 15;

/** Matches somewhere (level 1 and up). */
export const COINCIDE = 1;
/** In title, company or place (level 3 and up). */
export const EN_TITULO_O_LUGAR = 1 << 2;
/** In the title (level 5 and up). */
export const EN_TITULO = 1 << 4;
/** Level 6, every bit: the title holds that very lexeme. */
export const TODAS_LAS_MARCAS = (1 << 6) - 1;

/** The marks of one lexeme in one offer, from the weights it has there and whether it is the term itself. */
export function marcasDePesos(pesos: number, exacto: boolean): number {
  if (!pesos) return 0;
  const nivel = (pesos & PESO.A! ? 5 : pesos & PESO.B! ? 3 : 1) + (exacto ? 1 : 0);
  return (1 << nivel) - 1;
}

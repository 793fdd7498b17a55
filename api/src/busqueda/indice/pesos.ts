// The four weights of a PostgreSQL tsvector as bits, and what a search reads from them: whether an offer
// matches at all, matches in its title (weight A) or in title, company and place (A and B; see migration 003).
export const PESO: Readonly<Record<string, number>> = { A: 1, B: 2, C: 4, D: 8 };
export const TODOS_LOS_PESOS = 15;

export const COINCIDE = 1;
export const EN_TITULO = 2;
export const EN_TITULO_O_LUGAR = 4;
export const TODAS_LAS_MARCAS = COINCIDE | EN_TITULO | EN_TITULO_O_LUGAR;

/** The marks of one lexeme in one offer, from the weights it has there. */
export function marcasDePesos(pesos: number): number {
  if (!pesos) return 0;
  return COINCIDE | (pesos & PESO.A! ? EN_TITULO : 0) | (pesos & (PESO.A! | PESO.B!) ? EN_TITULO_O_LUGAR : 0);
}

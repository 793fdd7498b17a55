// How "generic" a query word is. Two kinds, both short data lists; the rest comes from the offers themselves:
// a word's weight in orden=RANKING is its rarity among the titles of the in-memory copy (an IDF computed per
// search, indice/relevancia.ts), so words many titles share ("ejecutivo", "jefe", "analista") weigh less
// than the ones that name an occupation. These lists correct what titles alone cannot tell.

/**
 * Filler of job ads: when, how or how urgently, never what the job is. A query unit among them is optional
 * (it lifts the offers that have it, it never keeps out one that lacks it) and weighs 15% of its rarity,
 * unless the query says nothing else ("part time" alone must match). Phrases are matched as in sinonimos.ts,
 * every word as a whole word (as a prefix "fin" would find "finanzas").
 */
export const RELLENO: readonly string[] = [
  'part time',
  'full time',
  'jornada',
  'turno',
  'turnos',
  'noche',
  'nocturno',
  'fin de semana',
  'fines de semana',
  'lunes a viernes',
  'urgente',
  'trabajo',
  'empleo',
  'oferta',
  'vacante',
  'se busca',
  'busco',
  'sin experiencia',
  'primer empleo',
  'con experiencia',
  'remoto',
  'híbrido',
  'presencial',
  'temporada',
];

/**
 * Words that qualify a role without naming the occupation ("Ejecutivo" of sales, of accounts, of a call
 * centre; "comercial" alone): they still must match, but weigh half of what their rarity says.
 */
export const DEBILES: readonly string[] = [
  'ejecutivo',
  'ejecutiva',
  'comercial',
  'asistente',
  'ayudante',
  'auxiliar',
  'jefe',
  'jefa',
  'encargado',
  'encargada',
  'analista',
  'operario',
  'operaria',
  'operador',
  'operadora',
  'técnico',
  'técnica',
  'profesional',
  'personal',
  'supervisor',
  'supervisora',
  'coordinador',
  'coordinadora',
  'administrativo',
  'administrativa',
];

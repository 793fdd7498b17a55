// Highlighted matches: ts_headline wraps them in two private-use characters; here everything is
// HTML-escaped and only those become <mark>…</mark>, so the markup can never come from an offer's text.
// The query is already in lexemes (the search thread's, with synonyms and typo corrections), so it is cast,
// not normalised again.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/tables';

const INICIO = '\uE000';
const FIN = '\uE001';
const OPCIONES_CARGO = `StartSel=${INICIO}, StopSel=${FIN}, HighlightAll=true`;
const OPCIONES_EXTRACTO = `StartSel=${INICIO}, StopSel=${FIN}, MaxWords=28, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;

function cargoDestacado(tsquery: string): RawBuilder<string> {
  return sql<string>`ts_headline('es', o.nombre_cargo, ${tsquery}::tsquery, ${OPCIONES_CARGO})`;
}

function extractoDestacado(tsquery: string): RawBuilder<string> {
  return sql<string>`ts_headline('es', o.descripcion_texto, ${tsquery}::tsquery, ${OPCIONES_EXTRACTO})`;
}

const ENTIDADES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapar(texto: string): string {
  return texto.replace(/[&<>"']/g, (c) => ENTIDADES[c]!);
}

/** Escaped text with <mark> around the matches. */
function marcar(titular: string): string {
  return escapar(titular)
    .replace(new RegExp(`${INICIO}([^${FIN}]*)${FIN}`, 'g'), '<mark>$1</mark>')
    .replace(new RegExp(`[${INICIO}${FIN}]`, 'g'), '');
}

/** The title and extract of each offer with the matches of `tsquery` (lexemes) marked, by id. */
export async function destacados(k: Kysely<Database>, tsquery: string, ids: number[]) {
  const filas = await k
    .selectFrom('oferta as o')
    .select(['o.id_oferta', cargoDestacado(tsquery).as('cargo'), extractoDestacado(tsquery).as('extracto')])
    .where('o.id_oferta', 'in', ids)
    .execute();
  return new Map(filas.map((f) => [f.id_oferta, { nombreCargoDestacado: marcar(f.cargo), extractoDestacado: marcar(f.extracto) }]));
}

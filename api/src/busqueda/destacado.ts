// Highlighted matches: ts_headline wraps them in two private-use characters; here everything is
// HTML-escaped and only those become <mark>…</mark>, so the markup can never come from an offer's text.
import { sql, type RawBuilder } from 'kysely';

const INICIO = '\uE000';
const FIN = '\uE001';
const OPCIONES_CARGO = `StartSel=${INICIO}, StopSel=${FIN}, HighlightAll=true`;
const OPCIONES_EXTRACTO = `StartSel=${INICIO}, StopSel=${FIN}, MaxWords=28, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;

export function cargoDestacado(tsquery: string): RawBuilder<string> {
  return sql<string>`ts_headline('es', o.nombre_cargo, to_tsquery('es', ${tsquery}), ${OPCIONES_CARGO})`;
}

export function extractoDestacado(tsquery: string): RawBuilder<string> {
  return sql<string>`ts_headline('es', o.descripcion_texto, to_tsquery('es', ${tsquery}), ${OPCIONES_EXTRACTO})`;
}

const ENTIDADES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapar(texto: string): string {
  return texto.replace(/[&<>"']/g, (c) => ENTIDADES[c]!);
}

/** Escaped text with <mark> around the matches. */
export function marcar(titular: string): string {
  return escapar(titular)
    .replace(new RegExp(`${INICIO}([^${FIN}]*)${FIN}`, 'g'), '<mark>$1</mark>')
    .replace(new RegExp(`[${INICIO}${FIN}]`, 'g'), '');
}

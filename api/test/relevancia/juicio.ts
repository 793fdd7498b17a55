// Graded judgements of the relevance set (consultas.json), by rule rather than by offer id, so they survive
// any change of the seed: an offer's occupation is the one of the seed's catalogue (ocupaciones.ts) whose
// titles include the offer's title, and a query says which occupations it asks for and what else.
//
// One entry of consultas.json (only `consulta` is required):
//   {
//     "consulta": "garzon viña del mar",  // what a job seeker types, as typed (typos, no accents, abbreviations)
//     "ocupaciones": ["garzon"],           // occupation keys (ocupaciones.ts) that are what the query asks for
//     "afines": ["bartender", "copero"],   // closely related occupations a seeker would still open
//     "titulo": ["react"],                 // the asked occupation's title must also hold one of these (whole words, no accents)
//     "lugar": "viña del mar",             // a comuna or region, matched as the `ubicacion` filter does
//     "jornadas": ["PARCIAL", "FINES_DE_SEMANA"], // the working hours asked for ("part time")
//     "sinExperiencia": true               // offers that ask for no experience
//   }
// Grades: 2 = an asked occupation (with its `titulo`) that meets every other condition (place, hours,
// experience); 1 = an asked occupation that misses a condition, or a related one (an asked occupation without
// the `titulo` words, or one of `afines`) that meets them all; 0 = anything else. A query without
// `ocupaciones` asks only for its conditions: 2 when an offer meets them, else 0.
import type { JORNADAS } from '@portal/shared/contract';
import { OCUPACIONES } from '../../src/db/seed/ocupaciones';

export type Jornada = (typeof JORNADAS)[number];
export type Nota = 0 | 1 | 2;

export interface ConsultaJuzgada {
  consulta: string;
  ocupaciones?: string[];
  afines?: string[];
  titulo?: string[];
  lugar?: string;
  jornadas?: Jornada[];
  sinExperiencia?: boolean;
}

/** What a judgement reads of an active offer (the database's columns, not the search's answer). */
export interface OfertaJuzgable {
  idOferta: number;
  nombreCargo: string;
  comuna: string;
  region: string;
  jornada: string;
  aniosExperiencia: number;
}

/** Lower case without accents nor punctuation, words separated by one space. */
export const normalizar = (texto: string) =>
  ` ${texto.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `;

const OCUPACION_DEL_TITULO = new Map(OCUPACIONES.flatMap((o) => o.titulos.map((titulo) => [titulo, o.clave] as const)));

/** The catalogue's occupation key of an offer title; undefined for a title the catalogue does not have. */
export const ocupacionDe = (nombreCargo: string) => OCUPACION_DEL_TITULO.get(nombreCargo);

function cumpleCondiciones(c: ConsultaJuzgada, o: OfertaJuzgable): boolean {
  // As the `ubicacion` filter reads a place: the text inside the comuna's or the region's name.
  if (c.lugar && ![o.comuna, o.region].some((nombre) => normalizar(nombre).includes(normalizar(c.lugar!).trim()))) return false;
  if (c.jornadas && !c.jornadas.includes(o.jornada as Jornada)) return false;
  return !c.sinExperiencia || o.aniosExperiencia === 0;
}

export function calificar(c: ConsultaJuzgada, o: OfertaJuzgable): Nota {
  const cumple = cumpleCondiciones(c, o);
  if (!c.ocupaciones) return cumple ? 2 : 0;
  const clave = ocupacionDe(o.nombreCargo);
  if (!clave) return 0;
  const pedida = c.ocupaciones.includes(clave);
  const conTitulo = !c.titulo || c.titulo.some((palabras) => normalizar(o.nombreCargo).includes(normalizar(palabras)));
  if (pedida && conTitulo) return cumple ? 2 : 1;
  return (pedida || c.afines?.includes(clave)) && cumple ? 1 : 0;
}

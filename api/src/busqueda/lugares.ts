// Places: every location filter (ubicacion, comuna, region, nombreRegion) becomes a set of comuna ids,
// resolved in memory against the ~150 comunas, so the offer query only ever sees `id_comuna IN (…)`.
import type { Consultas } from '../db/db';
import { claveDe, palabrasDe } from './palabra-clave';
import { ids, type ParametrosBusqueda } from './parametros';

export interface Lugar {
  idComuna: number;
  comuna: string;
  idRegion: number;
  region: string;
  lat: number | null;
  lon: number | null;
}

// Comunas and regions are reference data: read once per database.
const catalogo = new WeakMap<Consultas, Promise<Lugar[]>>();

export function lugares(db: Consultas): Promise<Lugar[]> {
  let todos = catalogo.get(db);
  if (!todos) {
    todos = db
      .query<Lugar>(
        `SELECT c.id_comuna AS "idComuna", c.nombre AS comuna, r.id_region AS "idRegion", r.nombre AS region, c.lat, c.lon
           FROM comuna c JOIN region r USING (id_region) ORDER BY c.id_comuna`,
      )
      .then(({ rows }) => rows);
    catalogo.set(db, todos);
  }
  return todos;
}

/** Lower case without accents nor extra spaces: "Ñuñoa" and "nunoa" compare equal. */
export function normalizar(texto: string): string {
  return texto.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

const IGNORADAS = new Set(['', 'chile', 'region', 'comuna']);

/** Comunas matching "Santiago", "nunoa, Region Metropolitana"…: any comma-separated part found in the comuna or region name. */
function porTexto(todos: Lugar[], texto: string): Set<number> {
  const partes = texto.split(',').map(normalizar).filter((parte) => !IGNORADAS.has(parte));
  return new Set(
    todos
      .filter((l) => partes.some((parte) => normalizar(l.comuna).includes(parte) || normalizar(l.region).includes(parte)))
      .map((l) => l.idComuna),
  );
}

const porClave = new WeakMap<Lugar[], Map<string, number[]>>();

/**
 * The places a keyword may name, by their key (palabra-clave.ts): each comuna, and each region without its
 * "Región de", with the comunas the `ubicacion` filter would give that name ("santiago": the whole
 * Metropolitan Region; "la florida": that comuna).
 */
export function lugaresPorClave(todos: Lugar[]): Map<string, number[]> {
  let claves = porClave.get(todos);
  if (!claves) {
    const nombres = new Set(todos.flatMap((l) => [l.comuna, l.region.replace(/^Regi[oó]n (del? )?/i, '')]));
    claves = new Map([...nombres].map((nombre) => [claveDe(palabrasDe(nombre)), [...porTexto(todos, nombre)]]));
    porClave.set(todos, claves);
  }
  return claves;
}

/** The comuna ids the location filters allow (their intersection), or undefined when none is given. */
export async function comunasPermitidas(db: Consultas, p: ParametrosBusqueda): Promise<number[] | undefined> {
  const todos = await lugares(db);
  const conjuntos: Set<number>[] = [];
  const comunas = ids(p.comuna);
  if (comunas) conjuntos.push(new Set(comunas));
  const regiones = ids(p.region);
  if (regiones) conjuntos.push(new Set(todos.filter((l) => regiones.includes(l.idRegion)).map((l) => l.idComuna)));
  if (p.nombreRegion) {
    const nombre = normalizar(p.nombreRegion);
    conjuntos.push(new Set(todos.filter((l) => normalizar(l.region).includes(nombre)).map((l) => l.idComuna)));
  }
  if (p.ubicacion && normalizar(p.ubicacion)) conjuntos.push(porTexto(todos, p.ubicacion));
  if (!conjuntos.length) return undefined;
  const [primero, ...resto] = conjuntos;
  return [...primero!].filter((id) => resto.every((conjunto) => conjunto.has(id)));
}

/** Great-circle distance in km. */
export function distanciaKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

// Places: every location filter (ubicacion, comuna, region, nombreRegion) becomes a set of comuna ids,
// resolved in memory against the comunas, so the offer query only ever sees `id_comuna IN (…)`.
import type { Consultas } from '../db/db';
import { claveDe, claveDeLugar, palabrasDe } from './palabra-clave';
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

/** A place a keyword names (palabra-clave.ts): its offers rank first, then those of its region (orden.ts). */
export interface LugarNombrado {
  /** The comuna's name; absent when the keyword names a region. */
  comuna?: string;
  /** Its region's name ("Región de La Araucanía"). */
  region: string;
  /** The comunas it names: the comuna, or every comuna of the region. */
  comunas: number[];
  /** The other comunas of the comuna's region (empty for a region). */
  deLaRegion: number[];
  /** Also a word of job titles or company names: a place only after "en" or alone (palabra-clave.ts). */
  ambiguo: boolean;
}

/** Short forms people type, by their key (claveDeLugar), and the comuna or region each names. */
const ALIAS: Record<string, string> = {
  vina: 'Viña del Mar',
  conce: 'Concepción',
  stgo: 'Santiago',
  'santiago centro': 'Santiago',
  valpo: 'Valparaíso',
  antofa: 'Antofagasta',
  'pto montt': 'Puerto Montt',
  'pto varas': 'Puerto Varas',
  'pto natales': 'Puerto Natales',
  'pta arenas': 'Punta Arenas',
  'region metropolitana': 'Región Metropolitana de Santiago',
  metropolitana: 'Región Metropolitana de Santiago',
  'bio bio': 'Región del Biobío',
  magallanes: 'Región de Magallanes y de la Antártica Chilena',
  ohiggins: "Región del Libertador General Bernardo O'Higgins",
  // The comuna of Aysén named O'Higgins is the small one: the name alone means the region.
  'o higgins': "Región del Libertador General Bernardo O'Higgins",
};

/** Comunas whose name is also a word of job titles or company names ("Independencia", "La Reina", "Victoria"). */
const AMBIGUAS = new Set(
  [
    'Independencia', 'La Reina', 'Los Ángeles', 'Victoria', 'Constitución', 'Colina', 'El Bosque', 'La Unión', 'La Granja', 'Castro',
    'Molina', 'Salamanca', 'Lota', 'Porvenir', 'Arauco', 'Santa Cruz', 'San Carlos',
    // Of the whole catalogue (seed/comunas.ts): words of titles, companies or dates ("Navidad", "Retiro", "La Estrella").
    'Florida', 'Pinto', 'Placilla', 'Olivar', 'Retiro', 'Primavera', 'El Carmen', 'Navidad', 'Laja', 'Nogales', 'La Cruz', 'Cabrero',
    'Empedrado', 'Rinconada', 'Canela', 'Corral', 'Paredones', 'La Estrella', 'San Pedro', 'Santa María', 'Romeral', 'La Higuera',
    'Portezuelo', 'Río Claro', 'Río Verde', 'Lago Verde', 'Las Cabras', 'Santa Bárbara', 'Santo Domingo', 'San Pablo', 'San Ignacio',
    'Calle Larga', 'El Monte', 'Antártica',
  ].map(
    (nombre) => claveDeLugar(palabrasDe(nombre)),
  ),
);

/** A region's name without "Región de" / "Región del". */
const sinRegion = (region: string) => region.replace(/^Regi[oó]n (del? )?/i, '');

const porClave = new WeakMap<Lugar[], Map<string, LugarNombrado>>();

/**
 * The places a keyword may name, by their key (claveDeLugar): each comuna, each region (with and without
 * "Región de", and without its article: "araucania") and the short forms of ALIAS. A comuna that shares its
 * name with its region ("Valparaíso") is the comuna, its region next; "Región de Valparaíso" is the region.
 */
export function lugaresPorClave(todos: Lugar[]): Map<string, LugarNombrado> {
  let claves = porClave.get(todos);
  if (claves) return claves;
  claves = new Map();
  const regiones = new Map<string, LugarNombrado>();
  for (const l of todos) {
    const region = regiones.get(l.region) ?? { region: l.region, comunas: [], deLaRegion: [], ambiguo: false };
    region.comunas.push(l.idComuna);
    regiones.set(l.region, region);
  }
  for (const [nombre, region] of regiones) {
    const palabras = palabrasDe(sinRegion(nombre));
    for (const clave of [claveDeLugar(palabrasDe(nombre)), claveDeLugar(palabras), claveDe(palabras)]) claves.set(clave, region);
  }
  for (const l of todos) {
    const region = regiones.get(l.region)!;
    const clave = claveDeLugar(palabrasDe(l.comuna));
    const deLaRegion = region.comunas.filter((id) => id !== l.idComuna);
    claves.set(clave, { comuna: l.comuna, region: region.region, comunas: [l.idComuna], deLaRegion, ambiguo: AMBIGUAS.has(clave) });
  }
  for (const [alias, nombre] of Object.entries(ALIAS)) {
    const lugar = claves.get(claveDeLugar(palabrasDe(nombre)));
    if (lugar) claves.set(alias, { ...lugar, ambiguo: false });
  }
  porClave.set(todos, claves);
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

// The order of the matching offers (SPEC §3 `orden`, `tipoOrden`). Matches arrive newest first, so each
// order only moves whole groups ahead of others and keeps the date order inside them: RANKING goes by the
// keyword's relevance score (indice/relevancia.ts), best first; GEOLOCALIZACION goes comuna
// by comuna, nearest first; ALEATORIO shuffles by a hash of the id and the seed, the same on every page.
// tipoOrden DESC (the default) means best first; ASC reverses the whole list.
import type { Coincidencias, Filtros } from './indice/coincidencias';
import type { OfertasIndexadas } from './indice/ofertas-indexadas';
import { GRUPOS_DE_RELEVANCIA } from './indice/relevancia';
import { distanciaKm, type Lugar } from './lugares';

/** Default ALEATORIO seed: one a day, so a session paging through it sees neither repeats nor gaps. */
export function semillaDelDia(ahora = Date.now()): number {
  return Math.floor(ahora / 86_400_000);
}

/** Positions reordered by their group number (`grupo[j]` for `posiciones[j]`, lower first), date order kept inside each group: a counting sort. */
function porGrupos(posiciones: Int32Array, grupo: Int32Array, cantidadDeGrupos: number): Int32Array {
  const inicios = new Int32Array(cantidadDeGrupos + 1);
  for (let j = 0; j < posiciones.length; j++) inicios[grupo[j]! + 1]!++;
  for (let g = 1; g <= cantidadDeGrupos; g++) inicios[g]! += inicios[g - 1]!;
  const ordenadas = new Int32Array(posiciones.length);
  for (let j = 0; j < posiciones.length; j++) ordenadas[inicios[grupo[j]!]!++] = posiciones[j]!;
  return ordenadas;
}

/** A 32-bit mix of the id and the seed (murmur3's finaliser): a fixed shuffle per seed. */
function hashConSemilla(id: number, semilla: number): number {
  let h = Math.imul(id ^ Math.imul(semilla, 0x9e3779b1), 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * The first `hasta` of the matches (or more) in the order of a hash of their id and the seed: the rest of the
 * order is never read, so only the hash buckets that hold them are sorted.
 */
function aleatorio(o: OfertasIndexadas, posiciones: Int32Array, semilla: number, hasta: number): Int32Array {
  const n = posiciones.length;
  const claves = new Uint32Array(n);
  for (let j = 0; j < n; j++) claves[j] = hashConSemilla(o.idOferta[posiciones[j]!]!, semilla);
  // A counting sort by the top 16 bits of the hash, then an insertion sort of the few offers sharing a
  // bucket: linear, where sorting every match on each request was the slowest part of a search.
  const inicios = new Int32Array(65_537);
  for (let j = 0; j < n; j++) inicios[(claves[j]! >>> 16) + 1]!++;
  for (let c = 1; c <= 65_536; c++) inicios[c]! += inicios[c - 1]!;
  // The last bucket needed: offers in later ones come after the first `hasta`.
  let ultima = 0;
  while (ultima < 65_535 && inicios[ultima + 1]! < hasta) ultima++;
  const comienzos = inicios.slice();
  const orden = new Int32Array(inicios[ultima + 1]!);
  for (let j = 0; j < n; j++) {
    const cubeta = claves[j]! >>> 16;
    if (cubeta > ultima) continue;
    let k = inicios[cubeta]!++;
    while (k > comienzos[cubeta]! && claves[orden[k - 1]!]! > claves[j]!) {
      orden[k] = orden[k - 1]!;
      k--;
    }
    orden[k] = j;
  }
  return orden.map((j) => posiciones[j]!);
}

function porDistancia(o: OfertasIndexadas, posiciones: Int32Array, f: Filtros, lugares: Lugar[]): Int32Array {
  const cercania = [...lugares]
    .map((l) => ({ id: l.idComuna, km: l.lat === null || l.lon === null ? Infinity : distanciaKm(f.lat!, f.lon!, l.lat, l.lon) }))
    .sort((a, b) => a.km - b.km || a.id - b.id);
  // By comuna id, a typed array: read once for each match.
  const rango = new Int32Array(Math.max(0, ...lugares.map((l) => l.idComuna)) + 1).fill(cercania.length);
  cercania.forEach(({ id }, r) => (rango[id] = r));
  const grupo = posiciones.map((posicion) => rango[o.idComuna[posicion]!] ?? cercania.length);
  return porGrupos(posiciones, grupo, cercania.length + 1);
}

/** The matches in the order asked; at least their first `hasta` (all of them unless said). */
export function ordenar(o: OfertasIndexadas, { posiciones, relevancia }: Coincidencias, f: Filtros, lugares: Lugar[], hasta = posiciones.length): Int32Array {
  // Reversed, the first offers are the last of the order: all of it is needed.
  if (f.tipoOrden === 'ASC') hasta = posiciones.length;
  let ordenadas = posiciones;
  if (f.orden === 'RANKING' && relevancia) ordenadas = porGrupos(posiciones, posiciones.map(relevancia.grupo), GRUPOS_DE_RELEVANCIA);
  else if (f.orden === 'GEOLOCALIZACION') ordenadas = porDistancia(o, posiciones, f, lugares);
  else if (f.orden === 'ALEATORIO') ordenadas = aleatorio(o, posiciones, f.semilla ?? semillaDelDia(), hasta);
  return f.tipoOrden === 'ASC' ? ordenadas.slice().reverse() : ordenadas;
}

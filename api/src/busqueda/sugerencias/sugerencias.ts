// Search suggestions (GET /api/busqueda/sugerencias) from the search thread's copy of the offers: the job
// titles and places of a portal's live offers with a word starting with each word typed, most offers first.
// The titles' word index is built with the first copy and follows each change (sugerenciasTrasCambios), as do
// the counts of a portal of every live offer; a portal by channel or a fair counts once per copy (all of them
// again when one of the counted offers expires), so a keystroke costs a binary search and a short walk.
import { MAXIMO_SUGERENCIAS, type SugerenciaLugar, type SugerenciasBusqueda } from '@portal/shared/contract';
import { canalesPermitidos, type Portal } from '../../portal/portal';
import { buscarCoincidencias } from '../indice/coincidencias';
import type { Movimiento } from '../indice/movimiento';
import type { OfertasIndexadas } from '../indice/ofertas-indexadas';
import type { Lugar } from '../lugares';
import { IndicePorPrefijo, palabras } from './por-prefijo';

interface Conteos {
  /** Live offers of the portal per title and per place (the positions of `CargosDeCopia` and `LugaresSugeribles`). */
  porCargo: Int32Array;
  porLugar: Int32Array;
  lugares: LugaresSugeribles;
  /** The counts hold until the first of those offers expires. */
  validosHasta: number;
  /** When they were counted: offers expired by then are not in them. */
  contadosEn: number;
  /** Whether the portal's offers are all the live offers (no channels, not a fair): then changes are followed. */
  todas: boolean;
}

interface CargosDeCopia {
  /** The arrays the titles were read from: a copy changed in place is read again. */
  origen: readonly string[];
  /** Each title as its newest offer spells it; one entry per title whatever its case or accents. */
  nombres: string[];
  /** The id in `nombres` of each title as written, and of each title's words (case and accents aside). */
  porTexto: Map<string, number>;
  porClave: Map<string, number>;
  palabrasDe: string[][];
  /** The title of the offer at each position of the copy. */
  cargoDe: Int32Array;
  indice: IndicePorPrefijo;
  /** Each title's place in alphabetical order (accents and case ignored): ties of counts go by it. */
  rango: Int32Array;
  porPortal: Map<string, Conteos>;
}

type LugarSugerible = Omit<SugerenciaLugar, 'cantidad'>;

interface LugaresSugeribles {
  lugares: LugarSugerible[];
  indice: IndicePorPrefijo;
  rango: Int32Array;
  /** Index in `lugares` of each comuna and of its region. */
  deComuna: Map<number, { comuna: number; region: number }>;
}

const porCopia = new WeakMap<OfertasIndexadas, CargosDeCopia>();
const porCatalogo = new WeakMap<readonly Lugar[], LugaresSugeribles>();

/** Each text's place when sorted by its words (accents and case ignored). */
function rangos(claves: readonly string[]): Int32Array {
  const rango = new Int32Array(claves.length);
  [...claves.keys()].sort((a, b) => (claves[a]! < claves[b]! ? -1 : claves[a]! > claves[b]! ? 1 : 0)).forEach((id, r) => (rango[id] = r));
  return rango;
}

/** The id of a title in `cargos`, added to its lists when new (true: the word index must follow). */
function idDeCargo(cargos: Omit<CargosDeCopia, 'indice' | 'rango' | 'cargoDe'>, nombre: string): [id: number, nuevo: boolean] {
  const cargo = cargos.porTexto.get(nombre);
  if (cargo !== undefined) return [cargo, false];
  const suyas = palabras(nombre);
  const clave = suyas.join(' ');
  let id = cargos.porClave.get(clave);
  const nuevo = id === undefined;
  if (id === undefined) {
    id = cargos.nombres.push(nombre) - 1;
    cargos.palabrasDe.push(suyas);
    cargos.porClave.set(clave, id);
  }
  cargos.porTexto.set(nombre, id);
  return [id, nuevo];
}

const indiceDe = (palabrasDe: string[][]) => ({ indice: new IndicePorPrefijo(palabrasDe), rango: rangos(palabrasDe.map((suyas) => suyas.join(' '))) });

function cargosDe(o: OfertasIndexadas): CargosDeCopia {
  const previos = porCopia.get(o);
  if (previos && previos.origen === o.nombreCargo && previos.cargoDe.length === o.cantidad) return previos;
  const listas = { origen: o.nombreCargo, nombres: [], porTexto: new Map(), porClave: new Map(), palabrasDe: [], porPortal: new Map() };
  const cargoDe = new Int32Array(o.cantidad);
  for (let i = 0; i < o.cantidad; i++) cargoDe[i] = idDeCargo(listas, o.nombreCargo[i]!)[0];
  const cargos: CargosDeCopia = { ...listas, cargoDe, ...indiceDe(listas.palabrasDe) };
  porCopia.set(o, cargos);
  return cargos;
}

/** An offer counted in or out of a portal's counts (`n`: 1 or -1). */
function contar(conteos: Conteos, cargo: number, comuna: number, n: number): void {
  conteos.porCargo[cargo]! += n;
  const lugar = conteos.lugares.deComuna.get(comuna);
  if (!lugar) return;
  conteos.porLugar[lugar.comuna]! += n;
  conteos.porLugar[lugar.region]! += n;
}

/**
 * Hands the titles of `anterior`, if built, to the copy after `movimiento` (cambios.ts): called before the
 * columns move, it reads what the offers leaving were, and the function it returns, called with the new
 * copy, updates the titles in place. Only the new offers' titles are read; the word index is rebuilt (over
 * distinct titles, not offers) only when one is new. Titles no offer has any more stay, counted 0, until the
 * next full load. The counts of a portal of every live offer follow the offers that left and came; those
 * of a portal by channel or a fair start again.
 */
export function sugerenciasTrasCambios(anterior: OfertasIndexadas, movimiento: Movimiento): (nueva: OfertasIndexadas) => void {
  const previos = porCopia.get(anterior);
  if (!previos || previos.origen !== anterior.nombreCargo) return () => undefined;
  porCopia.delete(anterior);
  const salen = movimiento.salen.map((p) => ({ cargo: previos.cargoDe[p]!, comuna: anterior.idComuna[p]!, expira: anterior.fechaExpiracion[p]! }));
  return (nueva) => {
    let nuevos = false;
    const cargoDe = movimiento.tipada(previos.cargoDe, (j) => {
      const [id, nuevo] = idDeCargo(previos, nueva.nombreCargo[movimiento.entran[j]!]!);
      nuevos ||= nuevo;
      return id;
    });
    for (const [portal, conteos] of previos.porPortal) {
      if (!conteos.todas) {
        previos.porPortal.delete(portal);
        continue;
      }
      if (conteos.porCargo.length < previos.nombres.length) {
        const porCargo = new Int32Array(previos.nombres.length);
        porCargo.set(conteos.porCargo);
        conteos.porCargo = porCargo;
      }
      // An offer expired when they were counted is not in them.
      for (const { cargo, comuna, expira } of salen) if (expira > conteos.contadosEn) contar(conteos, cargo, comuna, -1);
      for (const k of movimiento.entran) {
        contar(conteos, cargoDe[k]!, nueva.idComuna[k]!, 1);
        conteos.validosHasta = Math.min(conteos.validosHasta, nueva.fechaExpiracion[k]!);
      }
    }
    porCopia.set(nueva, { ...previos, origen: nueva.nombreCargo, cargoDe, ...(nuevos ? indiceDe(previos.palabrasDe) : {}) });
  };
}

function lugaresDe(todos: readonly Lugar[]): LugaresSugeribles {
  let sugeribles = porCatalogo.get(todos);
  if (sugeribles) return sugeribles;
  const lugares: LugarSugerible[] = [];
  const deRegion = new Map<number, number>();
  const deComuna = new Map<number, { comuna: number; region: number }>();
  for (const l of todos) {
    let region = deRegion.get(l.idRegion);
    if (region === undefined) {
      region = lugares.push({ tipo: 'REGION', nombre: l.region, idRegion: l.idRegion, idComuna: null, nombreRegion: l.region }) - 1;
      deRegion.set(l.idRegion, region);
    }
    const comuna = lugares.push({ tipo: 'COMUNA', nombre: l.comuna, idRegion: l.idRegion, idComuna: l.idComuna, nombreRegion: l.region }) - 1;
    deComuna.set(l.idComuna, { comuna, region });
  }
  const palabrasDe = lugares.map((l) => palabras(l.nombre));
  sugeribles = { lugares, indice: new IndicePorPrefijo(palabrasDe), rango: rangos(palabrasDe.map((suyas) => suyas.join(' '))), deComuna };
  porCatalogo.set(todos, sugeribles);
  return sugeribles;
}

const clave = (portal: Portal) => `${portal.idDominio}|${portal.tipoPortal}|${portal.idCanales.join(',')}`;

/** The portal's live offers (an ACTIVA one past its expiry is not) counted per title and per place. */
function conteosDe(o: OfertasIndexadas, cargos: CargosDeCopia, lugares: LugaresSugeribles, portal: Portal, ahora: number): Conteos {
  const previos = cargos.porPortal.get(clave(portal));
  if (previos && previos.lugares === lugares && ahora < previos.validosHasta) return previos;
  const todas = { idDominio: portal.idDominio, pagina: 1, orden: 'FECHA_PUBLICACION', tipoOrden: 'DESC', consulta: null } as const;
  const { posiciones } = buscarCoincidencias(o, portal, todas, ahora);
  const conteos: Conteos = {
    porCargo: new Int32Array(cargos.nombres.length),
    porLugar: new Int32Array(lugares.lugares.length),
    lugares,
    validosHasta: Infinity,
    contadosEn: ahora,
    todas: !canalesPermitidos(portal) && portal.tipoPortal !== 'FERIA',
  };
  for (const i of posiciones) {
    const expira = o.fechaExpiracion[i]!;
    if (expira <= ahora) continue;
    conteos.validosHasta = Math.min(conteos.validosHasta, expira);
    conteos.porCargo[cargos.cargoDe[i]!]!++;
    const lugar = lugares.deComuna.get(o.idComuna[i]!);
    if (!lugar) continue;
    conteos.porLugar[lugar.comuna]!++;
    conteos.porLugar[lugar.region]!++;
  }
  if (cargos.porPortal.size >= 100) cargos.porPortal.clear();
  cargos.porPortal.set(clave(portal), conteos);
  return conteos;
}

/** The `maximo` ids with most offers (then alphabetically), without sorting every match of a short prefix. */
function mejores(ids: readonly number[], cantidad: Int32Array, rango: Int32Array, maximo: number): number[] {
  const mejorQue = (a: number, b: number) => (cantidad[a] !== cantidad[b] ? cantidad[a]! > cantidad[b]! : rango[a]! < rango[b]!);
  const elegidos: number[] = [];
  for (const id of ids) {
    if (!cantidad[id]) continue;
    if (elegidos.length === maximo) {
      if (!mejorQue(id, elegidos[maximo - 1]!)) continue;
      elegidos.pop();
    }
    // Insertion into the short sorted list.
    let k = elegidos.length;
    elegidos.push(id);
    while (k > 0 && mejorQue(id, elegidos[k - 1]!)) {
      elegidos[k] = elegidos[k - 1]!;
      k--;
    }
    elegidos[k] = id;
  }
  return elegidos;
}

export function sugerir(o: OfertasIndexadas, todos: readonly Lugar[], portal: Portal, texto: string, ahora = Date.now()): SugerenciasBusqueda {
  const prefijos = palabras(texto);
  // Under two letters every title would match: nothing worth suggesting yet.
  if (prefijos.join('').length < 2) return { cargos: [], lugares: [] };
  const cargos = cargosDe(o);
  const lugares = lugaresDe(todos);
  const { porCargo, porLugar } = conteosDe(o, cargos, lugares, portal, ahora);
  const titulos = mejores(cargos.indice.buscar(prefijos), porCargo, cargos.rango, MAXIMO_SUGERENCIAS.cargos);
  const sitios = mejores(lugares.indice.buscar(prefijos), porLugar, lugares.rango, MAXIMO_SUGERENCIAS.lugares);
  return {
    cargos: titulos.map((id) => ({ nombre: cargos.nombres[id]!, cantidad: porCargo[id]! })),
    lugares: sitios.map((id) => ({ ...lugares.lugares[id]!, cantidad: porLugar[id]! })),
  };
}

/** Builds a copy's titles ahead of the first suggestion (when the api starts). */
export function prepararSugerencias(o: OfertasIndexadas): void {
  cargosDe(o);
}

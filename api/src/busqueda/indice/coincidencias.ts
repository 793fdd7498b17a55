// The offers a search matches, in one pass over the in-memory copy: every filter narrows (AND), the values
// of one list widen (OR). The salary range is applied last, so the salary facet can count the matches it
// leaves out and every bucket stays choosable.
import { DIAS_PUBLICACION } from '@portal/shared/contract';
import { TRAMOS_SUELDO } from '../facetas';
import { canalesPermitidos, type Portal } from '../../portal/portal';
import { ids, nombres, type Criterios, type ParametrosBusqueda } from '../parametros';
import type { OfertasIndexadas } from './ofertas-indexadas';
import { evaluarConsulta, type ConsultaAnalizada, type Relevancia } from './relevancia';

export interface Filtros extends ParametrosBusqueda, Criterios {
  /** The keyword in lexemes, or null for "no keyword" (also when it held only stop words). */
  consulta: ConsultaAnalizada | null;
  /** Comunas allowed by ubicacion, comuna, region and nombreRegion; undefined when none was given. */
  idComunas?: number[];
  /**
   * Job alerts: only live offers published in (desde, hasta], in ms since the epoch. Their keyword matches
   * strictly (a place it names is required, no offer missing a unit: relevancia.ts).
   */
  publicadas?: { desde: number; hasta: number };
}

export interface Coincidencias {
  /** Positions of the matching offers in the salary range, newest first. */
  posiciones: Int32Array;
  /** What the keyword matched and how well (relevancia.ts); null without a keyword. */
  relevancia: Relevancia | null;
  /** Matching offers per salary bucket (TRAMOS_SUELDO), salary range ignored. */
  porTramo: number[];
}

type Condicion = (i: number) => boolean;

/** A membership mask over positions; an empty list allows nothing. */
function mascara(cantidad: number, posiciones: Iterable<number>): Uint8Array {
  const permitidas = new Uint8Array(cantidad);
  for (const posicion of posiciones) permitidas[posicion] = 1;
  return permitidas;
}

function deGrupos(o: OfertasIndexadas, grupos: Map<number, number[]>, claves: readonly number[]): Uint8Array {
  return mascara(o.cantidad, claves.flatMap((clave) => grupos.get(clave) ?? []));
}

function condiciones(o: OfertasIndexadas, portal: Portal, f: Filtros, ahora: number): Condicion[] {
  const lista: Condicion[] = [];
  const canales = canalesPermitidos(portal, ids(f.idCanales));
  if (canales) {
    const enCanal = deGrupos(o, o.porCanal, canales);
    lista.push((i) => enCanal[i] === 1);
  }
  if (portal.tipoPortal === 'FERIA') {
    const empresas = o.empresasDeFeria.get(portal.idDominio) ?? new Set<number>();
    lista.push((i) => empresas.has(o.idEmpresa[i]!));
  }
  if (f.ofertaConfidencial !== undefined) {
    const confidencial = Number(f.ofertaConfidencial);
    lista.push((i) => o.confidencial[i] === confidencial);
  }
  const empresas = ids(f.idEmpresas);
  // A confidential offer never answers to its company's id: that would reveal who published it.
  if (empresas) {
    const pedidas = new Set(empresas);
    lista.push((i) => o.confidencial[i] === 0 && pedidas.has(o.idEmpresa[i]!));
  }
  if (f.idComunas) {
    const comunas = new Set(f.idComunas);
    lista.push((i) => comunas.has(o.idComuna[i]!));
  }
  const enLista = (columna: Uint16Array, valores: readonly string[] | undefined) => {
    if (!valores) return;
    const codigos = o.textos.codigosDe(valores);
    lista.push((i) => codigos.has(columna[i]!));
  };
  enLista(o.tipoCargo, nombres(f.nombreTipoCargo));
  enLista(o.area, nombres(f.nombreArea));
  enLista(o.jornada, f.listaJornadas);
  enLista(o.gradoEscolar, f.gradoEscolar && [f.gradoEscolar]);
  enLista(o.tipoCurriculum, f.tipoCurriculumAceptado && [f.tipoCurriculumAceptado]);
  const carreras = nombres(f.carreras);
  if (carreras) {
    const codigos = o.textos.codigosDe(carreras);
    // One function for every offer, not a closure made per offer (see cumpleTodas).
    const pedida = (codigo: number) => codigos.has(codigo);
    lista.push((i) => o.carreras[i]!.some(pedida));
  }
  if (f.fechaPublicacion) {
    const desde = ahora - DIAS_PUBLICACION[f.fechaPublicacion] * 86_400_000;
    lista.push((i) => o.fecha[i]! >= desde);
  }
  const { desde, hasta } = f.experiencia ?? {};
  if (desde !== undefined) lista.push((i) => o.aniosExperiencia[i]! >= desde);
  if (hasta !== undefined) lista.push((i) => o.aniosExperiencia[i]! <= hasta);
  if (f.esInclusivo !== undefined) {
    const inclusivo = Number(f.esInclusivo);
    lista.push((i) => o.esInclusivo[i] === inclusivo);
  }
  const categorias = ids(f.idCategorias);
  if (categorias) {
    const enCategoria = deGrupos(o, o.porCategoria, categorias);
    lista.push((i) => enCategoria[i] === 1);
  }
  // An ACTIVA offer past its expiry is not live, even before a job marks it EXPIRADA.
  if (f.publicadas) lista.push((i) => o.fechaExpiracion[i]! > ahora);
  return lista;
}

/**
 * Whether the offer at `i` meets every condition. A loop, not `lista.every((c) => c(i))`: that made a closure
 * for every offer read, about 18 MB of garbage for a filtered search over 200,000 offers (4 to 5 young
 * generation collections each, with the api's 4 MB semi-spaces).
 */
function cumpleTodas(lista: readonly Condicion[], i: number): boolean {
  for (let c = 0; c < lista.length; c++) if (!lista[c]!(i)) return false;
  return true;
}

/** First position (newest first) whose publication is at or before `instante`. */
function primeraHasta(o: OfertasIndexadas, instante: number): number {
  let bajo = 0;
  let alto = o.cantidad;
  while (bajo < alto) {
    const medio = (bajo + alto) >>> 1;
    if (o.fecha[medio]! > instante) bajo = medio + 1;
    else alto = medio;
  }
  return bajo;
}

/**
 * Matches are gathered here and copied out at their own size: a search finding a few thousand offers does not
 * allocate a column as long as the copy (800 KB at 200,000 offers) each time, which the thread's GC then frees.
 */
let recogidas = new Int32Array(0);

export function buscarCoincidencias(o: OfertasIndexadas, portal: Portal, f: Filtros, ahora = Date.now()): Coincidencias {
  const relevancia = f.consulta ? evaluarConsulta(o, f.consulta, f.publicadas !== undefined) : null;
  const coincide = relevancia?.coincide;
  const lista = condiciones(o, portal, f, ahora);
  const conRango = f.sueldoDesde !== undefined || f.sueldoHasta !== undefined;
  const enRango = (i: number) =>
    o.mostrarSueldo[i] === 1 &&
    o.sueldo[i]! >= 0 &&
    (f.sueldoDesde === undefined || o.sueldo[i]! >= f.sueldoDesde) &&
    (f.sueldoHasta === undefined || o.sueldo[i]! < f.sueldoHasta);
  if (recogidas.length < o.cantidad) recogidas = new Int32Array(o.cantidad + (o.cantidad >> 4));
  const posiciones = recogidas;
  let total = 0;
  const porTramo = TRAMOS_SUELDO.map(() => 0);
  // Positions are in date order, so a publication window is one range: an alert reads only its new offers.
  const inicio = f.publicadas ? primeraHasta(o, f.publicadas.hasta) : 0;
  const fin = f.publicadas ? primeraHasta(o, f.publicadas.desde) : o.cantidad;
  for (let i = inicio; i < fin; i++) {
    if (coincide && !coincide[i]) continue;
    if (lista.length && !cumpleTodas(lista, i)) continue;
    const tramo = o.tramoSueldo[i]!;
    if (tramo >= 0) porTramo[tramo]!++;
    if (!conRango || enRango(i)) posiciones[total++] = i;
  }
  return { posiciones: posiciones.slice(0, total), relevancia, porTramo };
}

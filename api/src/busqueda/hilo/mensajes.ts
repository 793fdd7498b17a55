// What the api's thread and the search thread say to each other.
import type { CodigoErrorApi, ConteosFacetas, FiltrosBusqueda, LugarReconocido, OfertaResumen, SugerenciasBusqueda } from '@portal/shared/contract';
import type { CondicionReconocida } from '../condiciones';
import type { Filtros } from '../indice/coincidencias';
import type { Portal } from '../../portal/portal';

export interface PeticionBusqueda {
  portal: Portal;
  /** Every filter; the keyword's lexemes and the places are resolved in the thread. */
  filtros: Omit<Filtros, 'consulta' | 'idComunas'>;
  desde: number;
  cuantas: number;
}

/** What GET /api/searchjob's answer says besides the thread's matches (hilo/respuesta.ts). */
export interface ParaLaRespuesta {
  pagina: number;
  condiciones: CondicionReconocida[];
  /** With a session: each offer says whether the candidate saved it and applied to it. */
  idCandidato?: number;
}

/** A search's matches in the thread, before its answer is made (hilo/respuesta.ts). */
export interface ResultadoEnHilo {
  /** The page's offers, in order, without highlights (with `distanciaKm` for GEOLOCALIZACION). */
  ofertas: Omit<OfertaResumen, 'nombreCargoDestacado' | 'extractoDestacado'>[];
  total: number;
  porTramo: number[];
  /** Each filter option's matches; on the first page only (the panel keeps them while more pages load). */
  conteos?: ConteosFacetas;
  /** The tsquery (in lexemes) whose matches the page's highlights mark; null without a keyword, or when it held only stop words ("de la"). */
  destacar: string | null;
  /** The keyword with its typos corrected, when a word was (indice/relevancia.ts). */
  palabraClaveCorregida?: string;
  /** The place the keyword named, with its matches in the comuna and in the region. */
  lugarReconocido?: LugarReconocido;
}

/** The newest offers of one job alert's search inside its publication window (filtros.publicadas). */
export type PeticionNuevas = Omit<PeticionBusqueda, 'desde'>;

export interface OfertasNuevas {
  ofertas: ResultadoEnHilo['ofertas'];
  total: number;
}

/** Each request with the answer it gets. */
export interface Pedidos {
  preparar: { pedido: { op: 'preparar' }; respuesta: null };
  /** The answer's UTF-8 JSON, as GET /api/searchjob sends it. */
  buscar: { pedido: { op: 'buscar'; peticion: PeticionBusqueda; paraLaRespuesta: ParaLaRespuesta }; respuesta: Uint8Array };
  opciones: { pedido: { op: 'opciones'; portal: Portal }; respuesta: FiltrosBusqueda };
  nuevas: { pedido: { op: 'nuevas'; peticiones: PeticionNuevas[] }; respuesta: OfertasNuevas[] };
  sugerencias: { pedido: { op: 'sugerencias'; portal: Portal; texto: string }; respuesta: SugerenciasBusqueda };
}

type Pedido = Pedidos[keyof Pedidos]['pedido'];
export type Mensaje = Pedido & { id: number };

export interface Respuesta {
  id: number;
  resultado?: unknown;
  /** An ApiError keeps its code across the threads (a database that does not answer is a 503, not a 500). */
  error?: { message: string; code?: CodigoErrorApi };
}

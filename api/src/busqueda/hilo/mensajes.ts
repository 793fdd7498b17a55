// What the api's thread and the search thread say to each other.
import type { Filtros } from '../indice/coincidencias';
import type { Portal } from '../filtros';

export interface PeticionBusqueda {
  portal: Portal;
  /** Every filter but the keyword, which travels as tsquery text and is read in the thread. */
  filtros: Omit<Filtros, 'consulta'>;
  tsquery: string | null;
  desde: number;
  cuantas: number;
}

export interface ResultadoEnHilo {
  /** The page's offers, in order. */
  ids: number[];
  total: number;
  porTramo: number[];
  /** False when the keyword held only stop words ("de la"): then it is no keyword at all. */
  conPalabraClave: boolean;
}

export type Pedido = { op: 'preparar' } | { op: 'buscar'; peticion: PeticionBusqueda };
export type Mensaje = Pedido & { id: number };

export interface Respuesta {
  id: number;
  resultado?: ResultadoEnHilo | null;
  error?: string;
}

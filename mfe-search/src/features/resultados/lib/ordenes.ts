import { ORDEN_LABELS, TIPO_ORDEN_LABELS } from './labels';
import type { EstadoBusqueda } from './estado-busqueda';

type Orden = Pick<EstadoBusqueda, 'orden' | 'tipoOrden'>;

export interface OpcionOrden extends Orden {
  /** The select's value: both URL parameters in one (`FECHA_PUBLICACION-DESC`). */
  valor: string;
  nombre: string;
}

export const valorOrden = ({ orden, tipoOrden }: Orden) => `${orden}-${tipoOrden}`;

const opcion = (orden: Orden['orden'], tipoOrden: Orden['tipoOrden'], nombre: string): OpcionOrden => ({
  orden,
  tipoOrden,
  nombre,
  valor: valorOrden({ orden, tipoOrden }),
});

/**
 * The orders a visitor picks from, each one pair of `orden` and `tipoOrden` (SPEC.md §3): DESC is best first
 * (newest, most relevant, nearest), so only the publication date is worth reversing.
 */
export const OPCIONES_ORDEN: readonly OpcionOrden[] = [
  opcion('FECHA_PUBLICACION', 'DESC', 'Más recientes'),
  opcion('RANKING', 'DESC', 'Más relevantes'),
  opcion('GEOLOCALIZACION', 'DESC', 'Más cercanas'),
  opcion('FECHA_PUBLICACION', 'ASC', 'Más antiguas'),
  opcion('ALEATORIO', 'DESC', 'Al azar'),
];

/** The options, plus the URL's own pair when it is none of them (an older link), so the select shows it. */
export function opcionesOrden(actual: Orden): readonly OpcionOrden[] {
  if (OPCIONES_ORDEN.some((o) => o.valor === valorOrden(actual))) return OPCIONES_ORDEN;
  const nombre = `${ORDEN_LABELS[actual.orden]}, ${TIPO_ORDEN_LABELS[actual.tipoOrden].toLowerCase()}`;
  return [...OPCIONES_ORDEN, opcion(actual.orden, actual.tipoOrden, nombre)];
}

import type { FacetaSueldo } from './types';
import { formatMoney } from '@portal/shared/format';
import type { EstadoBusqueda } from './estado-busqueda';

export const ORDEN_LABELS: Record<EstadoBusqueda['orden'], string> = {
  FECHA_PUBLICACION: 'Fecha de publicación',
  RANKING: 'Relevancia',
  ALEATORIO: 'Aleatorio',
  GEOLOCALIZACION: 'Cercanía a mi ubicación',
};

export const TIPO_ORDEN_LABELS: Record<EstadoBusqueda['tipoOrden'], string> = {
  DESC: 'Descendente',
  ASC: 'Ascendente',
};

/** "$500.000 a $800.000", or "Desde $2.000.000" for the open top bucket. */
export function sueldoLabel({ desde, hasta }: Pick<FacetaSueldo, 'desde' | 'hasta'>): string {
  return hasta === null ? `Desde ${formatMoney(desde)}` : `${formatMoney(desde)} a ${formatMoney(hasta)}`;
}

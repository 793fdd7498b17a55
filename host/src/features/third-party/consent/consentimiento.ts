import { getExpiringItem, setExpiringItem } from '@portal/shared/storage';

export type Eleccion = 'aceptadas' | 'rechazadas';

/** localStorage key of the visitor's choice (listed in the cookie policy). */
export const CLAVE_CONSENTIMIENTO = 'consentimientoCookies';
/** The choice is asked again after six months (183 days). */
export const DURACION_CONSENTIMIENTO_MINUTOS = 183 * 24 * 60;

/** The visitor's choice about measuring cookies, or null when not made yet or expired. */
export function leerEleccion(): Eleccion | null {
  const valor = getExpiringItem(CLAVE_CONSENTIMIENTO);
  return valor === 'aceptadas' || valor === 'rechazadas' ? valor : null;
}

export function guardarEleccion(eleccion: Eleccion): void {
  setExpiringItem(CLAVE_CONSENTIMIENTO, eleccion, DURACION_CONSENTIMIENTO_MINUTOS);
}

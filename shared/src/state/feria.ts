import { atom } from 'jotai';
import type { PortalConfig } from '@portal/shared/contract';
import { portalConfigAtom } from './portal';

type ConfiguracionFeria = NonNullable<PortalConfig['configuracionFeria']>;

/** Where the fair stands on a date: before its window, inside it, or after it. */
export type EstadoFeria = 'POR_ABRIR' | 'ABIERTA' | 'TERMINADA';

/** The fair window of SPEC.md section 4: open from fechaInicio to fechaTermino, both included. */
export function estadoFeria({ fechaInicio, fechaTermino }: ConfiguracionFeria, fecha: Date): EstadoFeria {
  if (fecha.getTime() < new Date(fechaInicio).getTime()) return 'POR_ABRIR';
  if (fecha.getTime() > new Date(fechaTermino).getTime()) return 'TERMINADA';
  return 'ABIERTA';
}

/** The server's date (GET /api/fecha), read at start on FERIA portals; null on the other portal types. */
export const fechaServidorAtom = atom<Date | null>(null);

/** The fair's state by the server date; null when the portal has no fair window. */
export const estadoFeriaAtom = atom<EstadoFeria | null>((get) => {
  const configuracion = get(portalConfigAtom).configuracionFeria;
  const fecha = get(fechaServidorAtom);
  return configuracion && fecha ? estadoFeria(configuracion, fecha) : null;
});

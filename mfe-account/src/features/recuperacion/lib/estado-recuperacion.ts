import type { SolicitudRecuperacion } from '@portal/shared/contract';

/**
 * What the recovery steps hand each other, kept in session storage: a reload or "back" keeps the step,
 * closing the tab forgets it (the change token never outlives the tab).
 */
export interface EstadoRecuperacion extends SolicitudRecuperacion {
  codigoExpira?: string;
  tokenCambio?: string;
}

const CLAVE = 'recuperacionContrasena';

function esEstado(valor: unknown): valor is EstadoRecuperacion {
  const estado = valor as Partial<EstadoRecuperacion> | null;
  return typeof estado?.idSolicitud === 'string' && Array.isArray(estado.destinos) && estado.destinos.every((d) => typeof d?.valor === 'string');
}

export function leerRecuperacion(): EstadoRecuperacion | null {
  try {
    const valor: unknown = JSON.parse(sessionStorage.getItem(CLAVE) ?? 'null');
    return esEstado(valor) ? valor : null;
  } catch {
    return null;
  }
}

export function guardarRecuperacion(estado: EstadoRecuperacion): void {
  sessionStorage.setItem(CLAVE, JSON.stringify(estado));
}

export function olvidarRecuperacion(): void {
  sessionStorage.removeItem(CLAVE);
}

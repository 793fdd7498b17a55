import { errorMessage, isHTTPError } from '@portal/shared/api';

export const SIN_CONEXION = 'No pudimos conectar con el servidor. Inténtalo nuevamente.';

/**
 * The api's own Spanish message for a refusal (4xx); a generic one when the server failed or was
 * unreachable, so no internal detail reaches the page.
 */
export async function mensajeError(error: unknown, respaldo = SIN_CONEXION): Promise<string> {
  if (!isHTTPError(error) || error.response.status >= 500) return SIN_CONEXION;
  return errorMessage(error, respaldo);
}

export function estadoHttp(error: unknown): number | null {
  return isHTTPError(error) ? error.response.status : null;
}

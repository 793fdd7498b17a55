// The one error of a database that does not answer (gone, stalled, its worker dead): 503 BASE_NO_DISPONIBLE
// with the list's Spanish message, whichever thread or engine noticed it; the cause stays for the log.
import { apiError } from '../errors';

export function baseNoDisponible(causa: Error) {
  return Object.assign(apiError('BASE_NO_DISPONIBLE'), { cause: causa });
}

/**
 * Whether a pg error means the server could not be reached or dropped the session (no SQLSTATE: refused,
 * reset, timed out; class 08 connection exception; 57P0x shut down or starting; 53300 too many connections),
 * rather than a statement it refused.
 */
export function servidorInalcanzable(error: { code?: unknown }): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  return !/^[0-9A-Z]{5}$/.test(code) || code.startsWith('08') || code.startsWith('57P0') || code === '53300';
}

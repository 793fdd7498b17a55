import { href } from './href';

/**
 * Login-required actions of SPEC.md section 3, plus a fair's pre-registration (PRE_REGISTRO, issue 14): a
 * visitor who starts one signs in and comes back to finish it.
 */
export type AccionLogin = 'POSTULAR' | 'POSTULA_FACIL' | 'GUARDAR_OFERTA' | 'CREAR_ALERTA' | 'INFORME_SUELDO' | 'SUSCRIPCION_PREMIUM' | 'DEJAR_CV' | 'PRE_REGISTRO';

/**
 * The login page, returning to `path` with `?accion=` (and any extra parameters) so the page there
 * finishes what the visitor started.
 */
export function loginParaAccion(path: string, accion: AccionLogin, extra: Record<string, string> = {}): string {
  const vuelta = `${path}?${new URLSearchParams({ accion, ...extra }).toString()}`;
  return `${href('login')}?${new URLSearchParams({ redirect: vuelta }).toString()}`;
}

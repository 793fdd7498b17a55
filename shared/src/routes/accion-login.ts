import { href } from './href';

/**
 * Login-required actions of SPEC.md section 3, plus a fair's pre-registration (PRE_REGISTRO, issue 14): a
 * visitor who starts one signs in and comes back to finish it.
 */
export type AccionLogin = 'POSTULAR' | 'POSTULA_FACIL' | 'GUARDAR_OFERTA' | 'CREAR_ALERTA' | 'INFORME_SUELDO' | 'SUSCRIPCION_PREMIUM' | 'DEJAR_CV' | 'PRE_REGISTRO';

/**
 * The page at `pagina` with a way back: `?redirect=` holds `path` with `?accion=` (and any extra parameters),
 * so that page can send the candidate back to finish what they started (SPEC.md section 3, pending action).
 */
export function paginaParaAccion(pagina: string, path: string, accion: AccionLogin, extra: Record<string, string> = {}): string {
  const vuelta = `${path}?${new URLSearchParams({ accion, ...extra }).toString()}`;
  return `${pagina}?${new URLSearchParams({ redirect: vuelta }).toString()}`;
}

/** The login page, returning to `path` with `?accion=` so the page there finishes what the visitor started. */
export function loginParaAccion(path: string, accion: AccionLogin, extra: Record<string, string> = {}): string {
  return paginaParaAccion(href('login'), path, accion, extra);
}

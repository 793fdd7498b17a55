import { href } from '@portal/shared/routes';

/** Login-required actions of SPEC.md section 3 that the search pages start. */
export type AccionLogin = 'POSTULAR' | 'GUARDAR_OFERTA';

/**
 * The login page, returning to `path` with `?accion=` (and any extra parameters) so the page there
 * finishes what the visitor started.
 */
export function loginParaAccion(path: string, accion: AccionLogin, extra: Record<string, string> = {}): string {
  const vuelta = `${path}?${new URLSearchParams({ accion, ...extra }).toString()}`;
  return `${href('login')}?${new URLSearchParams({ redirect: vuelta }).toString()}`;
}

import type { RouteDef } from '@portal/shared/routes';
import { href } from '@portal/shared/routes';
import type { Session } from '@portal/shared/state';

export interface AccessState {
  session: Session | null;
  /** The session ended on a 401/403 (not a sign-out): say so instead of asking to sign in. */
  sesionExpirada: boolean;
}

/** `<page>?redirect=<path+search>`: the login and basic-data pages return there when done. */
function withReturnTo(page: string, returnTo: string): string {
  return `${page}?${new URLSearchParams({ redirect: returnTo }).toString()}`;
}

/**
 * Where a login-required route sends someone who may not see it (SPEC.md section 6), or null: a visitor
 * to sign in (or to "session ended"), a candidate without complete basic data to `/datos-basicos`, each
 * with the way back.
 */
export function accessRedirect(route: Pick<RouteDef, 'auth' | 'datosBasicos'>, { session, sesionExpirada }: AccessState, returnTo: string): string | null {
  if (route.auth && !session) return withReturnTo(sesionExpirada ? href('sinSesion') : href('login'), returnTo);
  if (route.datosBasicos && session && session.candidato.estado !== 'FINALIZADO') return withReturnTo(href('datosBasicos'), returnTo);
  return null;
}

/**
 * The fair window of SPEC.md section 4, as a pure rule. Outside the window (and without temporary access)
 * every page but `/` goes to `/`; pages under `/page/` and the legal pages are exempt, and with
 * pre-registration so are the login, registration, recovery, account-data and CV pages, so visitors can sign
 * up before the fair opens.
 */

export interface FairAccess {
  /** The fair-status flag: the server date is inside the fair window. */
  abierta: boolean;
  /** The temporary-access flag, granted by `?showFV3=true`. */
  accesoTemporal: boolean;
  preRegistroHabilitado: boolean;
}

export const FAIR_HOME = '/';

const EXEMPT_PREFIXES = [
  '/page/',
  // Signing out must always work, also for a candidate who signed in while the fair was open.
  '/logout',
  // The legal pages: registration asks to accept the privacy policy, also while pre-registering.
  '/terminos-y-condiciones',
  '/politica-de-privacidad',
  '/politica-de-cookies',
];

export const PRE_REGISTRO_PREFIXES = [
  '/ingresa-a-tu-cuenta',
  '/crea-tu-curriculum',
  '/recuperar-contrasena',
  '/datos-basicos',
  '/actualiza-tus-datos',
  '/mi-curriculum',
];

/** `/ingresa-a-tu-cuenta` covers itself and its sub-paths, not `/ingresa-a-tu-cuentas`. */
function under(pathname: string, prefix: string): boolean {
  if (prefix.endsWith('/')) return pathname.startsWith(prefix);
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** Where a closed fair sends this path (`/`), or null when the page may be shown. */
export function fairWindowRedirect(pathname: string, access: FairAccess): string | null {
  if (access.abierta || access.accesoTemporal || pathname === FAIR_HOME) return null;
  if (EXEMPT_PREFIXES.some((prefix) => under(pathname, prefix))) return null;
  if (access.preRegistroHabilitado && PRE_REGISTRO_PREFIXES.some((prefix) => under(pathname, prefix))) return null;
  return FAIR_HOME;
}

/** `?showFV3=true` grants temporary access to a closed fair. */
export function grantsTemporaryAccess(search: string): boolean {
  return new URLSearchParams(search).get('showFV3') === 'true';
}

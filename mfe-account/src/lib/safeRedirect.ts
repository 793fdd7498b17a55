import { href } from '@portal/shared/routes';

const BASE = 'https://portal.invalid';
const SIN_VUELTA = [href('login'), href('creaTuCurriculum'), href('recuperarContrasena'), href('logout')];

/**
 * The `redirect` query parameter, when it is a path of this site; otherwise `fallback`. Parsing with URL
 * catches the tricks browsers normalise into another origin (`//evil.com`, `/\evil.com`, `/\t/evil.com`).
 */
export function safeRedirect(value: string | null, fallback = href('home')): string {
  if (!value || !value.startsWith('/')) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  // Going back to the sign-in, registration, recovery or logout pages once signed in makes no sense (and loops).
  if (SIN_VUELTA.some((prefijo) => url.pathname === prefijo || url.pathname.startsWith(`${prefijo}/`))) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

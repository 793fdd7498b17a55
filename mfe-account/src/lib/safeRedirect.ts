import { href } from '@portal/shared/routes';

const BASE = 'https://portal.invalid';

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
  // Going back to the login or logout pages right after signing in makes no sense.
  if (url.pathname === href('login') || url.pathname === href('logout')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

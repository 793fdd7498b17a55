import { href } from '@portal/shared/routes';

/** Where the path is resolved when there is no page (the edge's server render, a test without a DOM). */
const SIN_PAGINA = 'http://portal.invalid';

/** Sign-in, registration, recovery and logout: once signed in, going back there makes no sense (and loops). */
const SIN_VUELTA = [href('login'), href('creaTuCurriculum'), href('recuperarContrasena'), href('logout')];

function origenActual(): string {
  const origen = globalThis.location?.origin;
  return origen && origen !== 'null' ? origen : SIN_PAGINA;
}

/**
 * A return path (`?redirect=`) checked the one way every page does it (issue 21): resolved with
 * `new URL(valor, origen)`, kept only when it stays on this origin, and answered normalised as
 * path+search+hash; anything else answers `porDefecto`. Browsers and React Router read a path that starts
 * with two slashes as another host, so a normalised path like `/.//evil` → `//evil` is refused too.
 */
export function rutaDeVuelta(valor: string | null | undefined, porDefecto?: string, origen?: string): string;
export function rutaDeVuelta(valor: string | null | undefined, porDefecto: null, origen?: string): string | null;
export function rutaDeVuelta(valor: string | null | undefined, porDefecto: string | null = href('home'), origen = origenActual()): string | null {
  if (!valor?.startsWith('/')) return porDefecto;
  let url: URL;
  try {
    url = new URL(valor, origen);
  } catch {
    return porDefecto;
  }
  if (url.origin !== new URL(origen).origin || url.pathname.startsWith('//')) return porDefecto;
  if (SIN_VUELTA.some((prefijo) => url.pathname === prefijo || url.pathname.startsWith(`${prefijo}/`))) return porDefecto;
  return `${url.pathname}${url.search}${url.hash}`;
}

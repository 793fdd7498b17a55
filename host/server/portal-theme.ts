// A portal's theme as the first HTML carries it: the portal's stylesheet (urlCSS) read by the edge, kept to the
// documented tokens with every text colour readable (@portal/shared/tema), and written as a <style> in the head,
// so no page paints the default look first. The browser never loads urlCSS itself.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CSS_BASE, cssDeTema, ESTILO_BASE_ID, leerTema, temaLegible } from '@portal/shared/tema';

/** The repository's own demo identities (logos and themes), served at /marcas/. */
export const MARCAS_DIR = join(__dirname, '..', 'marcas');
export const MARCAS_PREFIX = '/marcas/';

/** A theme is a few declarations: anything larger is not one. */
const MAX_BYTES = 64 * 1024;
/** After a failed read, how long the last theme (or the defaults) is used before trying again. */
const RETRY_MS = 30_000;
const MARCA_FILE = /^\/marcas\/([a-z0-9-]+\/[a-z0-9-]+\.css)$/;

export interface PortalThemes {
  /** `:root{…}` for the portal's urlCSS; '' when it has none or it cannot be read (the defaults then). */
  css(urlCSS: string | null): Promise<string>;
}

export interface PortalThemesOptions {
  marcasDir?: string;
  /** How long a theme is reused before it is read again. */
  ttlMs?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

async function readRemote(url: string, fetcher: typeof fetch, timeoutMs: number): Promise<string> {
  const response = await fetcher(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  const text = await response.text();
  if (text.length > MAX_BYTES) throw new Error(`GET ${url}: more than ${MAX_BYTES} bytes`);
  return text;
}

export function createPortalThemes({ marcasDir = MARCAS_DIR, ttlMs = 300_000, timeoutMs = 3_000, fetch: fetcher = fetch, now = Date.now }: PortalThemesOptions = {}): PortalThemes {
  const cache = new Map<string, { css: string; expires: number }>();

  /** The stylesheet's text: a demo identity from the repository, or an https (or http) URL; null for anything else. */
  async function source(urlCSS: string): Promise<string | null> {
    const local = MARCA_FILE.exec(urlCSS);
    if (local) return readFile(join(marcasDir, local[1]!), 'utf8');
    return /^https?:\/\//i.test(urlCSS) ? readRemote(urlCSS, fetcher, timeoutMs) : null;
  }

  return {
    async css(urlCSS) {
      if (!urlCSS) return '';
      const cached = cache.get(urlCSS);
      if (cached && cached.expires > now()) return cached.css;
      try {
        const text = await source(urlCSS);
        const css = text === null ? '' : cssDeTema(temaLegible(leerTema(text)));
        if (cache.size > 1_000) cache.clear();
        cache.set(urlCSS, { css, expires: now() + ttlMs });
        return css;
      } catch {
        // Unreachable for now: the last theme read, however old, else the defaults; asked again after a short
        // pause, so pages do not each wait for the timeout while the stylesheet's host is down.
        const css = cached?.css ?? '';
        cache.set(urlCSS, { css, expires: now() + RETRY_MS });
        return css;
      }
    },
  };
}

/** The theme in the head after the base style, and the browser's theme-color as the portal's primary colour. */
export function withTheme(html: string, css: string): string {
  if (!css) return html;
  const primary = /--portal-color-primary:(#[0-9a-f]{3,6})/i.exec(css)?.[1];
  // The build minifies index.html: attribute quotes may be gone.
  const withColor = primary ? html.replace(/(<meta name=["']?theme-color["']? content=["']?)#[0-9a-f]{3,6}/i, (_match, start: string) => `${start}${primary}`) : html;
  // A function, so a `$&` in the theme is not read as a replacement pattern.
  return withColor.replace('</head>', () => `<style id="tema-portal">${css}</style></head>`);
}

/**
 * The base style (tokens' defaults, element rules) in the head, before the portal's theme and the page's styles:
 * the same on every page, so the browser never builds it again as a global style while it hydrates.
 */
export function withBaseStyle(html: string): string {
  return html.replace('</head>', () => `<style id="${ESTILO_BASE_ID}">${CSS_BASE}</style></head>`);
}

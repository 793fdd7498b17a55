// Security headers of every edge answer, and the Content-Security-Policy that lets scripts run only from
// the portal, its remotes and the configured third parties (never inline).

export interface CspSources {
  /** Remote name → mf-manifest.json URL: each remote's origin serves its scripts, chunks and manifest. */
  remotes: Readonly<Record<string, string>>;
  /** The browser apps' api and search-service base URLs; only absolute ones add an origin. */
  apiUrls: readonly string[];
  /** THIRD_PARTY_SCRIPT_ORIGINS: tag manager, accessibility widget, error reporter, tracing. */
  thirdPartyOrigins: readonly string[];
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function origins(urls: readonly (string | null)[]): string[] {
  return [...new Set(urls.map((url) => (url ? originOf(url) : null)).filter((origin): origin is string => Boolean(origin)))];
}

/** `https://a.cl, https://b.cl/x` → `['https://a.cl', 'https://b.cl']`; throws on an entry that is not a URL. */
export function parseOriginList(list: string | undefined, variable: string): string[] {
  return (list ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const origin = originOf(entry);
      if (!origin || origin === 'null') throw new Error(`${variable}: «${entry}» no es un origen (https://servidor[:puerto]).`);
      return origin;
    });
}

/**
 * The policy. A portal's theme arrives inlined by the edge (portal-theme.ts), so no portal origin is listed. Inline scripts are never allowed; styles are, because styled-components writes its rules into <style>
 * tags at run time (a nonce per answer would not reach the remotes' copies of it).
 */
export function contentSecurityPolicy(sources: CspSources): string {
  const remotes = origins(Object.values(sources.remotes));
  const thirdParty = origins(sources.thirdPartyOrigins);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes, ...thirdParty],
    'connect-src': ["'self'", ...remotes, ...origins(sources.apiUrls), ...thirdParty],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes, ...thirdParty],
    'font-src': ["'self'", 'data:', ...remotes, ...thirdParty],
    // blob: the CV page shows pictures it holds locally (the photo being cropped, the candidate's photo
    // fetched with the session's bearer) through object URLs.
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...remotes],
    'frame-src': ["'self'", ...thirdParty],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');
}

/** Headers that go with every answer; the CSP is added per answer. */
export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  // Geolocation for "offers near me" (search ordered by GEOLOCALIZACION); nothing else the portal uses.
  'permissions-policy': 'geolocation=(self), camera=(), microphone=(), payment=(), usb=()',
  'cross-origin-opener-policy': 'same-origin',
} as const;

/**
 * HSTS: once a browser has seen the portal over https it never asks for it over http again. Sent only on
 * answers that went out over https (a browser ignores it over http, and a local run over http must not claim it).
 */
export const HSTS = 'max-age=31536000; includeSubDomains';

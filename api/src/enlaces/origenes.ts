// Which origins (scheme, host and port) a short link may point to: a portal's host name (a `dominio` row)
// reached the way visitors reach the portal. That way is either
// - PORTAL_ORIGINS, comma-separated origins where `*` stands for every portal host name
//   (`https://*` in production; `https://*,https://empleos.example.cl:8443`), or
// - when it is not set, the origin the request itself came through, as the trusted edge tells it in
//   X-Forwarded-Proto/-Host (Fastify believes those only from API_TRUSTED_PROXIES).
// Any other port or scheme of a portal host (http://localhost:9999/…) is refused.
import type { FastifyRequest } from 'fastify';

export function origenesConfigurados(entradas: readonly string[] = (process.env.PORTAL_ORIGINS ?? '').split(',')): URL[] {
  return entradas
    .map((texto) => texto.trim())
    .filter(Boolean)
    .map((texto) => {
      const url = URL.canParse(texto) ? new URL(texto) : null;
      if (!url || !['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username) {
        throw new Error(`PORTAL_ORIGINS: «${texto}» no es un origen http(s) como https://* o https://empleos.example.cl`);
      }
      return url;
    });
}

const mismoEsquemaYPuerto = (a: URL, b: URL) => a.protocol === b.protocol && a.port === b.port;

/** Whether `url` is on one of the portal's origins. */
export function enOrigenDelPortal(url: URL, request: FastifyRequest, configurados: URL[], dominios: ReadonlySet<string>): boolean {
  if (!dominios.has(url.hostname)) return false;
  if (configurados.length) {
    return configurados.some((origen) => mismoEsquemaYPuerto(origen, url) && (origen.hostname === '*' || origen.hostname === url.hostname));
  }
  const llegada = `${request.protocol}://${request.host}`;
  return URL.canParse(llegada) && new URL(llegada).origin === url.origin;
}

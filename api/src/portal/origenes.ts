// Where each portal is reached: scheme, host and port come from configuration only, never from a request
// header. Host and X-Forwarded-Host are the visitor's to write: an e-mailed sign-in link built from them
// points wherever the visitor likes, and hands the account to whoever owns that host (issue 21).
// PORTAL_ORIGINS lists comma-separated origins where `*` stands for every portal host name (a `dominio`
// row): `https://*` in production, `https://*,https://empleos.example.cl:8443` when one portal differs.
// Unset, it is npm start's edge (HOST_PORT 8080) over plain http.
export const ORIGENES_POR_DEFECTO = 'http://*:8080';

export function origenesConfigurados(entradas: readonly string[] = [ORIGENES_POR_DEFECTO]): URL[] {
  const origenes = entradas
    .map((texto) => texto.trim())
    .filter(Boolean)
    .map((texto) => {
      const url = URL.canParse(texto) ? new URL(texto) : null;
      if (!url || !['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username) {
        throw new Error(`PORTAL_ORIGINS: «${texto}» no es un origen http(s) como https://* o https://empleos.example.cl`);
      }
      return url;
    });
  if (!origenes.length) throw new Error('PORTAL_ORIGINS: hace falta al menos un origen, como https://*');
  return origenes;
}

const conPuerto = (origen: URL, dominio: string) => `${origen.protocol}//${dominio}${origen.port ? `:${origen.port}` : ''}`;

/**
 * `scheme://host[:port]` of the portal with host name `dominio`: its own entry of PORTAL_ORIGINS, else the
 * wildcard's scheme and port; a portal that neither covers gets the first configured origin.
 */
export function origenDelDominio(dominio: string, origenes: readonly URL[]): string {
  const propio = origenes.find((o) => o.hostname === dominio) ?? origenes.find((o) => o.hostname === '*');
  return propio ? conPuerto(propio, dominio) : origenes[0]!.origin;
}

/** Whether `url` is exactly on a portal's configured origin: host name a portal's, scheme and port configured for it. */
export function esOrigenDeUnPortal(url: URL, origenes: readonly URL[], dominios: ReadonlySet<string>): boolean {
  return dominios.has(url.hostname) && origenDelDominio(url.hostname, origenes) === url.origin;
}

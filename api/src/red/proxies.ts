// Which peers may tell the api who the client is (X-Forwarded-For) and which origin it asked for
// (X-Forwarded-Host/-Proto): only the portal's edge, which overwrites those headers. Anyone else's
// headers are ignored, so a client cannot pick its own address (and a fresh login allowance with it).
// API_TRUSTED_PROXIES: the edge's addresses or CIDR ranges, comma-separated; by default loopback, where
// `npm start` runs the edge.
import { BlockList, isIP } from 'node:net';

/** `npm start`'s edge, on this machine. */
export const PROXIES_POR_DEFECTO = ['127.0.0.1', '::1'];

export function proxiesConfiables(env: NodeJS.ProcessEnv): string[] {
  return (env.API_TRUSTED_PROXIES ?? PROXIES_POR_DEFECTO.join(','))
    .split(',')
    .map((direccion) => direccion.trim())
    .filter(Boolean);
}

/** `10.0.0.0/8` or `::1` into the list; anything else stops the api at start. */
function agregar(lista: BlockList, entrada: string): void {
  const [direccion = '', prefijo, ...resto] = entrada.split('/');
  const version = isIP(direccion);
  const maximo = version === 6 ? 128 : 32;
  const tipo = version === 6 ? 'ipv6' : 'ipv4';
  if (version === 0 || resto.length > 0) throw new Error(`API_TRUSTED_PROXIES: «${entrada}» no es una dirección IP ni un rango CIDR.`);
  if (prefijo === undefined) return lista.addAddress(direccion, tipo);
  const bits = /^\d{1,3}$/.test(prefijo) ? Number(prefijo) : Number.NaN;
  if (!(bits <= maximo)) throw new Error(`API_TRUSTED_PROXIES: «${entrada}» tiene un prefijo inválido.`);
  lista.addSubnet(direccion, bits, tipo);
}

/**
 * Fastify's trustProxy: the peer is believed when it is one of `proxies`, and only for the last entry of
 * X-Forwarded-For, the address the edge wrote. The chain is never walked further, so entries a client put
 * before it (forged, or a proxy's whose own address happens to be trusted) never become the client's address.
 */
export function confiarSoloEnElBorde(proxies: readonly string[]): (direccion: string, salto: number) => boolean {
  const lista = new BlockList();
  for (const entrada of proxies) agregar(lista, entrada);
  return (direccion, salto) => {
    const version = salto === 0 ? isIP(direccion ?? '') : 0;
    return version !== 0 && lista.check(direccion, version === 6 ? 'ipv6' : 'ipv4');
  };
}

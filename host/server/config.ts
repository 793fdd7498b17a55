import { existsSync, readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join } from 'node:path';
import { apiUrlFromEnv, appConfigFromEnv, HOST_PORT, remotesFromEnv, thirdPartyOriginsFromEnv } from '@portal/shared/build/runtime-config';
import type { EdgeOptions } from './edge';
import { parseOriginList } from './security-headers';
import { edgeTimeoutsFromEnv } from './timeouts';

const hostDir = join(__dirname, '..');
export const DEFAULT_DIST_DIR = join(hostDir, 'dist');

/** "0.1.0+<build id>": the package version and, once built, the build that is being served. */
export function hostVersion(distDir: string): string {
  const { version } = JSON.parse(readFileSync(join(hostDir, 'package.json'), 'utf8')) as { version: string };
  const buildInfoFile = join(distDir, 'build-info.json');
  if (!existsSync(buildInfoFile)) return version;
  const { buildId } = JSON.parse(readFileSync(buildInfoFile, 'utf8')) as { buildId?: string };
  return buildId ? `${version}+${buildId}` : version;
}

/** Edge options from environment variables (names and defaults in @portal/shared/build/runtime-config). */
export function edgeOptionsFromEnv(env: NodeJS.ProcessEnv, distDir = DEFAULT_DIST_DIR): EdgeOptions {
  return {
    distDir,
    remotes: remotesFromEnv(env),
    appConfig: appConfigFromEnv(env, { version: hostVersion(distDir) }),
    apiUrl: apiUrlFromEnv(env),
    thirdPartyOrigins: thirdPartyOrigins(env),
    trustProxy: trustedProxies(env),
    timeouts: edgeTimeoutsFromEnv(env),
  };
}

/** What `host/server/main.ts` starts with: the environment read and checked once, before anything listens. */
export interface EdgeStart {
  /** HOST_PORT and HOST_BIND (loopback by default: a local run is not meant to be reachable from the network). */
  port: number;
  bind: string;
  /** EDGE_SSR=0 sends every page to be rendered in the browser. */
  serverRendering: boolean;
  /** EDGE_LOG=1 logs every request. */
  logRequests: boolean;
  options: EdgeOptions;
}

export function edgeStartFromEnv(env: NodeJS.ProcessEnv): EdgeStart {
  const port = Number(env.HOST_PORT ?? HOST_PORT);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`HOST_PORT no es un puerto válido: ${env.HOST_PORT}`);
  return { port, bind: env.HOST_BIND ?? '127.0.0.1', serverRendering: env.EDGE_SSR !== '0', logRequests: env.EDGE_LOG === '1', options: edgeOptionsFromEnv(env) };
}

/** proxy-addr's names of address ranges, which Fastify also takes in a list. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Which proxies in front of the edge are believed about the client (X-Forwarded-For/-Proto/-Host): those at the
 * addresses or CIDR ranges of EDGE_TRUSTED_PROXIES, or the nearest EDGE_PROXY_HOPS hops whatever their address
 * (only where no client reaches the edge but through them); EDGE_TRUST_PROXY=1, of old, is one hop. None by default.
 */
export function trustedProxies(env: NodeJS.ProcessEnv): EdgeOptions['trustProxy'] {
  const list = env.EDGE_TRUSTED_PROXIES?.trim();
  const hops = env.EDGE_PROXY_HOPS?.trim();
  if (list && hops) throw new Error('EDGE_TRUSTED_PROXIES y EDGE_PROXY_HOPS no se combinan: indica solo una de las dos.');
  if (list) {
    const entries = list.split(',').map((entry) => entry.trim()).filter(Boolean);
    const invalid = entries.find((entry) => !RANGE_NAMES.has(entry) && !isAddressOrRange(entry));
    if (invalid !== undefined) throw new Error(`EDGE_TRUSTED_PROXIES: «${invalid}» no es una dirección IP ni un rango CIDR.`);
    return entries;
  }
  if (hops) {
    if (!/^[1-9]$/.test(hops)) throw new Error(`EDGE_PROXY_HOPS: «${hops}» no es un número de proxies entre 1 y 9.`);
    return Number(hops);
  }
  return env.EDGE_TRUST_PROXY === '1' ? 1 : false;
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 6 ? 128 : 32));
}

/**
 * Origins the CSP allows for third-party scripts and their reports: those of the configured vendors'
 * URLs (tag manager, accessibility widget, error reporter, tracing) plus any listed by hand in
 * THIRD_PARTY_SCRIPT_ORIGINS (comma-separated, e.g. the hosts a tag manager loads in turn).
 */
function thirdPartyOrigins(env: NodeJS.ProcessEnv): string[] {
  const vendors = thirdPartyOriginsFromEnv(env);
  const listed = parseOriginList(env.THIRD_PARTY_SCRIPT_ORIGINS, 'THIRD_PARTY_SCRIPT_ORIGINS');
  return [...new Set([...vendors.script, ...vendors.connect, ...listed])];
}

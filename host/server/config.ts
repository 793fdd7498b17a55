import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiUrlFromEnv, appConfigFromEnv, remotesFromEnv, thirdPartyOriginsFromEnv } from '@portal/shared/build/runtime-config';
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
export function edgeOptionsFromEnv(env: NodeJS.ProcessEnv = process.env, distDir = DEFAULT_DIST_DIR): EdgeOptions {
  return {
    distDir,
    remotes: remotesFromEnv(env),
    appConfig: appConfigFromEnv(env, { version: hostVersion(distDir) }),
    apiUrl: apiUrlFromEnv(env),
    thirdPartyOrigins: thirdPartyOrigins(env),
    trustProxy: env.EDGE_TRUST_PROXY === '1',
    timeouts: edgeTimeoutsFromEnv(env),
  };
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

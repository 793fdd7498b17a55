import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiUrlFromEnv, appConfigFromEnv, remotesFromEnv } from '@portal/shared/build/runtime-config';
import type { EdgeOptions } from './edge';
import { parseOriginList } from './security-headers';

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
    // Comma-separated origins of third-party scripts (tag manager, accessibility widget, error reporter,
    // tracing): allowed in the CSP's script-src and connect-src. Empty by default.
    thirdPartyOrigins: parseOriginList(env.THIRD_PARTY_SCRIPT_ORIGINS, 'THIRD_PARTY_SCRIPT_ORIGINS'),
    trustProxy: env.EDGE_TRUST_PROXY === '1',
  };
}

// Debian packages the test suites need: chromium + chromedriver for the e2e suite (never a downloaded
// browser), a PostgreSQL server for the api's second run, HAProxy and nginx for the load balancer's test and
// `npm run bench:escala` (infra/). Installed with apt-get when running as root.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const CHROMIUM = '/usr/bin/chromium';
export const CHROMEDRIVER = '/usr/bin/chromedriver';

/** The newest installed PostgreSQL server's bin folder (/usr/lib/postgresql/<major>/bin), or null. */
export function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const majors = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'initdb')) && existsSync(join(base, v, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return majors.length ? join(base, majors[0], 'bin') : null;
}

const requirements = [
  { packages: ['chromium'], present: () => existsSync(CHROMIUM), what: CHROMIUM },
  { packages: ['chromium-driver'], present: () => existsSync(CHROMEDRIVER), what: CHROMEDRIVER },
  { packages: ['postgresql'], present: () => postgresBinDir() !== null, what: '/usr/lib/postgresql/*/bin/initdb' },
  { packages: ['haproxy'], present: () => existsSync('/usr/sbin/haproxy'), what: '/usr/sbin/haproxy' },
  { packages: ['nginx-light'], present: () => existsSync('/usr/sbin/nginx'), what: '/usr/sbin/nginx' },
];

function apt(args) {
  console.log(`$ apt-get ${args.join(' ')}`);
  const result = spawnSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/**
 * Makes sure chromium, chromium-driver, postgresql, haproxy and nginx are installed. Resolves to { ok, message }:
 * when something is missing and we are not root, ok is false and message says what to install.
 */
export function ensureSystemPackages() {
  const missing = requirements.filter((r) => !r.present());
  if (!missing.length) return { ok: true, message: 'chromium, chromedriver, PostgreSQL, HAProxy and nginx are installed' };
  const packages = missing.flatMap((r) => r.packages);
  const command = `apt-get update && apt-get install -y ${packages.join(' ')}`;
  if (process.getuid?.() !== 0) {
    return {
      ok: false,
      message: `Missing ${missing.map((r) => r.what).join(', ')}. Install Debian's packages as root: sudo sh -c '${command}'`,
    };
  }
  console.log(`Installing ${packages.join(', ')} with apt-get …`);
  if (!apt(['update']) || !apt(['install', '-y', ...packages])) {
    return { ok: false, message: `apt-get failed; install by hand: ${command}` };
  }
  const still = requirements.filter((r) => !r.present());
  if (still.length) return { ok: false, message: `Still missing after apt-get: ${still.map((r) => r.what).join(', ')}` };
  return { ok: true, message: `installed ${packages.join(', ')}` };
}

// `pnpm install` with the pinned pnpm: frozen to the lockfile when there is one.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './paths.mjs';
import { runPnpm } from './pnpm.mjs';

/**
 * Resolves to pnpm's exit code. Browser downloads stay off: Debian's chromium is used. `toStderr` keeps
 * stdout clean for a caller that prints machine-readable output there.
 */
export async function installDependencies({ toStderr = false } = {}) {
  const frozen = existsSync(join(root, 'pnpm-lock.yaml'));
  const args = frozen ? ['install', '--frozen-lockfile'] : ['install'];
  (toStderr ? console.error : console.log)(`Installing dependencies (pnpm ${args.join(' ')}) …`);
  // The registry lacks some @pnpm/exe platform packages of the pinned version, so pnpm cannot record
  // the pin in the lockfile and a frozen install then refuses to run. runPnpm always runs exactly the
  // pinned version, so pnpm's own package-manager check has nothing to add: ignore it.
  return runPnpm([...args, '--config.pm-on-fail=ignore'], {
    env: { ...process.env, PUPPETEER_SKIP_DOWNLOAD: '1' },
    ...(toStderr ? { stdio: ['ignore', process.stderr, process.stderr] } : {}),
  });
}

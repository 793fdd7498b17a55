// The Node.js every script runs on. Node 20 reached its end of life on 30 April 2026 and ky 2, jotai 3 and
// cookie 2 declare Node >= 22 (package.json "engines"). On an older node the scripts install the version
// pinned in package.json "runtime.node" from the npm registry into .tools/ (as pnpm is) and run themselves
// again under it, so `npm start` and `npm test` stay the same on a machine with only Node 20 and npm.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { constants } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { root } from './paths.mjs';

const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const pinnedNode = manifest.runtime.node;
const minimumMajor = Number(/^>=\s*(\d+)/.exec(manifest.engines.node)?.[1]);

// The `node` package's own install script only runs `npm install node-<os>-<arch>@<its version>`: that
// platform package holds the official binary, so it is installed directly (no nested npm, no scripts).
const platformPackage = `node-${process.platform}-${process.arch}`;
const toolDir = join(root, '.tools', `node-${pinnedNode}`);
const packageDir = join(toolDir, 'node_modules', platformPackage);
const nodeBin = join(packageDir, 'bin', process.platform === 'win32' ? 'node.exe' : 'node');

const majorOf = (version) => Number(version.replace(/^v/, '').split('.')[0]);
const isSupported = (version = process.versions.node) => majorOf(version) >= minimumMajor;

function installedVersion() {
  const file = join(packageDir, 'package.json');
  return existsSync(file) && existsSync(nodeBin) ? JSON.parse(readFileSync(file, 'utf8')).version : null;
}

/** Path of the pinned node binary in .tools/, installed from the npm registry when missing. */
function ensurePinnedNode() {
  if (installedVersion() === pinnedNode) return nodeBin;
  console.error(`Node ${process.versions.node} is older than ${manifest.engines.node}: installing Node ${pinnedNode} (${platformPackage} from the npm registry) into .tools/ …`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const args = ['install', '--no-save', '--no-package-lock', '--ignore-scripts', '--prefix', toolDir, `${platformPackage}@${pinnedNode}`];
  const result = spawnSync(npm, args, { stdio: ['ignore', process.stderr, process.stderr] });
  if (result.status !== 0 || installedVersion() !== pinnedNode) {
    throw new Error(`Could not install Node ${pinnedNode} (npm ${args.join(' ')} exited with ${result.status}).`);
  }
  return nodeBin;
}

/**
 * Called first by every entry script: on a supported node it returns at once; otherwise it runs the same
 * script under the pinned node (its folder first on PATH, so `node` in child shells is that one too),
 * passes signals on, and exits with the child's code. It never returns then.
 */
export async function runOnSupportedNode() {
  if (isSupported()) return;
  let bin;
  try {
    bin = ensurePinnedNode();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  const env = { ...process.env, PATH: [dirname(bin), process.env.PATH].join(delimiter) };
  const child = spawn(bin, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env });
  // Ctrl-C reaches both processes (same process group); a signal sent to this one alone is passed on.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  const [code, signal] = await new Promise((resolve) => {
    child.once('exit', (...result) => resolve(result));
    child.once('error', (error) => {
      console.error(`Could not run Node ${pinnedNode}: ${error.message}`);
      resolve([1, null]);
    });
  });
  process.exit(signal ? 128 + (constants.signals[signal] ?? 1) : code);
}

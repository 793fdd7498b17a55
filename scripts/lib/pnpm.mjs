import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './paths.mjs';

const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];
const toolsDir = join(root, '.tools');
const pnpmBin = join(toolsDir, 'node_modules', 'pnpm', 'bin', 'pnpm.mjs');

function installedVersion() {
  const manifest = join(toolsDir, 'node_modules', 'pnpm', 'package.json');
  return existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).version : null;
}

/** Makes sure .tools/ holds the pinned pnpm; returns the path of its entry script. */
export function ensurePnpm() {
  if (installedVersion() === pinned) return pnpmBin;
  console.log(`Instalando pnpm ${pinned} en .tools/ …`);
  const result = spawnSync('npm', ['install', '--no-save', '--no-package-lock', '--prefix', toolsDir, `pnpm@${pinned}`], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`No se pudo instalar pnpm ${pinned} (npm terminó con ${result.status}).`);
  return pnpmBin;
}

/** Runs pnpm with the given arguments at the workspace root; resolves to its exit code. */
export function runPnpm(args, options = {}) {
  const bin = ensurePnpm();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

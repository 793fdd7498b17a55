// Runners for the suites of `npm test`. Each resolves to { passed, failed, notes[] } so test.mjs can
// add them up; anything that could not run counts as failed, never as passed.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { root } from './paths.mjs';
// The api's flags for jest too: its tests start PGlite's WebAssembly many times, and without V8's optimising
// tier for it a pass took 28% less CPU and 35% less memory (api/test/busqueda + db, 46 → 33 s of user time).
import { apiNodeFlags } from './node-flags.mjs';

/** Absolute path of an installed package's bin script (root devDependencies). */
export function binOf(pkg, name = pkg) {
  const manifestPath = join(root, 'node_modules', pkg, 'package.json');
  if (!existsSync(manifestPath)) throw new Error(`${pkg} is not installed (root devDependencies).`);
  const { bin } = JSON.parse(readFileSync(manifestPath, 'utf8'));
  return join(root, 'node_modules', pkg, typeof bin === 'string' ? bin : bin[name]);
}

/** Runs a node script; resolves to { code, output }. `echo` streams its output as it comes. */
export function runNode(script, args, { env = {}, cwd = root, echo = true, nodeFlags = [] } = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...nodeFlags, script, ...args], {
      cwd,
      env: { ...process.env, PUPPETEER_SKIP_DOWNLOAD: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    const onData = (stream) => (chunk) => {
      chunks.push(chunk);
      if (echo) stream.write(chunk);
    };
    child.stdout.on('data', onData(process.stdout));
    child.stderr.on('data', onData(process.stderr));
    child.on('error', (error) => chunks.push(Buffer.from(String(error))));
    // A process killed by a signal has no exit code: say which signal, or a crash leaves no trace at all.
    child.on('close', (code, signal) => resolve({ code: code ?? 1, signal, output: Buffer.concat(chunks).toString() }));
  });
}

const indent = (text, lines = 40) => text.trimEnd().split('\n').slice(0, lines).map((l) => `    ${l}`).join('\n');

/** `eslint .` at the root: one test. */
export async function runEslint() {
  const { code } = await runNode(binOf('eslint'), ['.']);
  return code === 0 ? { passed: 1, failed: 0, notes: [] } : { passed: 0, failed: 1, notes: [`eslint exited with ${code}`] };
}

/** `tsc -p <ws>/tsconfig.json` for each workspace, two at a time: one test each. */
export async function runTypecheck(workspaces, { concurrency = 2 } = {}) {
  const tsc = binOf('typescript', 'tsc');
  const queue = [...workspaces];
  const result = { passed: 0, failed: 0, notes: [] };
  const worker = async () => {
    for (let ws = queue.shift(); ws; ws = queue.shift()) {
      const config = join(root, ws, 'tsconfig.json');
      if (!existsSync(config)) {
        result.failed += 1;
        result.notes.push(`${ws}: no tsconfig.json`);
        continue;
      }
      const started = Date.now();
      const { code, output } = await runNode(tsc, ['-p', config, '--pretty', 'false'], { echo: false });
      const took = `${((Date.now() - started) / 1000).toFixed(1)} s`;
      if (code === 0) {
        result.passed += 1;
        console.log(`  tsc ${ws}: ok (${took})`);
      } else {
        result.failed += 1;
        result.notes.push(`${ws}: type errors`);
        console.log(`  tsc ${ws}: FAILED (${took})\n${indent(output)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return result;
}

/**
 * Runs jest with --json and counts its tests. `expectProjects` (folders) each need at least one test
 * file: a workspace without tests is a missing piece, not a pass. `echo: false` keeps its output for the
 * caller (`output`), for a run beside another one.
 */
export async function runJest(args, options = {}) {
  // The runtime itself may crash (V8's «Fatal error … Check failed: jit_page…», a signal such as SIGTRAP), which
  // no test decides: Node 24's known fault with PGlite's WebAssembly created and freed many times
  // (nodejs/node#64500). Such a run is done again, twice at most, and the notes say so whatever comes next.
  const crashes = [];
  let result = await runJestOnce(args, options);
  while (result.crash && crashes.length < RUNS_AFTER_A_CRASH) {
    crashes.push(result);
    result = await runJestOnce(args, options);
  }
  if (!crashes.length) return result;
  const output = [...crashes, result].map((run) => run.output).join('\n');
  return { ...result, output, notes: [`${crashes.length} run(s) crashed (${crashes.map((run) => run.crash).join(', ')}) and were run again`, ...result.notes] };
}

const RUNS_AFTER_A_CRASH = 2;

/** Signals that mean the runtime crashed, not that someone stopped the run. */
const CRASH_SIGNALS = new Set(['SIGTRAP', 'SIGSEGV', 'SIGILL', 'SIGBUS', 'SIGABRT']);

async function runJestOnce(args, { env = {}, expectProjects = [], echo = true } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'portal-jest-'));
  const outputFile = join(dir, 'result.json');
  try {
    const { code, signal, output } = await runNode(binOf('jest'), ['--ci', '--json', `--outputFile=${outputFile}`, ...args], { env, echo, nodeFlags: apiNodeFlags });
    if (!existsSync(outputFile) && CRASH_SIGNALS.has(signal)) return { passed: 0, failed: 1, notes: [`jest ran no tests (killed by ${signal})`], output, crash: signal };
    if (!existsSync(outputFile)) {
      const reason = /reason: (.*)|^Error: (.*)/m.exec(output);
      const how = signal ? `killed by ${signal}` : `exit code ${code}`;
      return { passed: 0, failed: 1, notes: [`jest ran no tests (${how})${reason ? `: ${reason[1] ?? reason[2]}` : ''}`], output };
    }
    const json = JSON.parse(readFileSync(outputFile, 'utf8'));
    const notes = [];
    let failed = json.numFailedTests + json.numRuntimeErrorTestSuites;
    if (json.numRuntimeErrorTestSuites) notes.push(`${json.numRuntimeErrorTestSuites} test file(s) failed to run`);
    if (json.numPendingTests + json.numTodoTests) notes.push(`${json.numPendingTests + json.numTodoTests} skipped/todo (not counted)`);
    for (const project of expectProjects) {
      const prefix = join(root, project) + sep;
      if (!json.testResults.some((r) => r.name.startsWith(prefix))) {
        failed += 1;
        notes.push(`${project}: no test files`);
      }
    }
    if (json.numTotalTests === 0 && failed === 0) {
      failed = 1;
      notes.push('no tests found');
    }
    if (code !== 0 && failed === 0) {
      failed = 1;
      notes.push(`jest exited with ${code}`);
    }
    const failedFiles = json.testResults.filter((r) => r.status === 'failed').map((r) => relative(root, r.name));
    if (failedFiles.length) notes.push(`failing: ${failedFiles.join(', ')}`);
    return { passed: json.numPassedTests, failed, notes, output };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

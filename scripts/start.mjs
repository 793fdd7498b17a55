#!/usr/bin/env node
// `npm start`: install, build for production, then serve the composed portal (api, four remotes, host
// edge, mail catcher) until Ctrl-C. The api creates and seeds its database on the first start (data/pglite, or DATA_DIR).
import { demoCandidate, portsFromEnv, remotes } from './lib/apps.mjs';
import { buildApps } from './lib/build.mjs';
import { installDependencies } from './lib/install.mjs';
import { runOnSupportedNode } from './lib/node.mjs';
import { createStack } from './lib/stack.mjs';

await runOnSupportedNode();

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

let ports;
try {
  ports = portsFromEnv();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

if ((await installDependencies()) !== 0) {
  console.error('Dependency installation failed (see above).');
  process.exit(1);
}

console.log('Production build:');
const builds = await buildApps();
if (builds.some((b) => !b.ok)) {
  console.error(`Build failed: ${builds.filter((b) => !b.ok).map((b) => b.app).join(', ')}. Nothing was started.`);
  process.exit(1);
}

let stack;
let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the portal …');
  await stack?.stop();
  console.log('Stopped.');
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

console.log('Starting the mail catcher, the api, the remotes and the host edge …');
try {
  stack = createStack({
    ports,
    // One line per request from the api would drown everything else; LOG_LEVEL=info brings them back.
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
    onExit: (name) => {
      console.error(`${name} stopped unexpectedly: stopping the portal.`);
      shutdown(1);
    },
  });
  process.once('exit', () => stack.kill());
  await stack.start();
} catch (error) {
  if (stopping) await new Promise(() => {}); // Ctrl-C during start-up: shutdown() exits.
  console.error(`\n${error.message}`);
  process.exit(1);
}

const width = Math.max(...stack.demoUrls.map((d) => d.url.length)) + 2;
const pad = (s) => s.padEnd(width);
console.log(`
The portal answers (${seconds()} after npm start):

  Demo portals
${stack.demoUrls.map((d) => `    ${pad(d.url)} ${d.what}`).join('\n')}

  Services
    ${pad(stack.urls.api)} api (GET /health)
    ${pad(stack.urls.maildev)} e-mails the portal sent (maildev: every message stays here, none leaves the machine)
${remotes.map((r) => `    ${pad(stack.urls[r.name])} ${r.name} (mf-manifest.json)`).join('\n')}

  Demo candidate: ${demoCandidate.correo} / ${demoCandidate.clave} (RUN ${demoCandidate.run})

Press Ctrl-C to stop.`);

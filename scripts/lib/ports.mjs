// Port checks and readiness waits. A stray server from an earlier run would otherwise answer silently
// in place of the one we start (TOOLCHAIN.md), so every server checks its port before it listens.
import { createServer } from 'node:net';

export class PortInUseError extends Error {}

function tryListen(port, host) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/**
 * Resolves when nothing listens on `port` (IPv4 or IPv6, any address); otherwise throws a
 * PortInUseError whose message names the service and the variable that moves it.
 */
export async function assertPortFree(port, name, portEnv) {
  // '::' is dual-stack on Linux: it collides with a listener on 0.0.0.0, 127.0.0.1, :: or ::1.
  const hosts = ['::', '0.0.0.0'];
  for (const host of hosts) {
    try {
      await tryListen(port, host);
      return;
    } catch (error) {
      if (error.code === 'EADDRINUSE') {
        const hint = portEnv ? ` or set ${portEnv} to another port` : '';
        throw new PortInUseError(
          `Port ${port} for ${name} is already in use: another process listens there (a server left over from an ` +
            `earlier run?). Stop it (\`ss -ltnp 'sport = :${port}'\` shows which)${hint}.`,
          { cause: error },
        );
      }
      if (error.code === 'EACCES') {
        throw new Error(`Port ${port} for ${name} needs privileges: choose a port above 1024.`, { cause: error });
      }
      // EAFNOSUPPORT / EADDRNOTAVAIL: no IPv6 here, try the IPv4 wildcard.
    }
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Polls `url` until it answers with a status below 500. `isAlive()` lets the caller stop early when the
 * process that should answer has died. Resolves to the time waited in ms.
 */
export async function waitForHttp(url, { timeoutMs = 60_000, isAlive = () => true, name = url } = {}) {
  const started = Date.now();
  let lastError = 'no answer';
  while (Date.now() - started < timeoutMs) {
    if (!isAlive()) throw new Error(`${name} exited before answering at ${url}.`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000), redirect: 'manual' });
      await res.arrayBuffer();
      if (res.status < 500) return Date.now() - started;
      lastError = `HTTP ${res.status}`;
    } catch (error) {
      lastError = error.cause?.code ?? error.message;
    }
    await sleep(250);
  }
  throw new Error(`${name} did not answer at ${url} within ${Math.round(timeoutMs / 1000)} s (last: ${lastError}).`);
}

/** Asks the OS for a free TCP port. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

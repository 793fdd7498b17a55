import { rmSync } from 'node:fs';

export default async function globalTeardown() {
  const e2e = globalThis.__PORTAL_E2E__;
  if (!e2e) return;
  e2e.control?.close();
  e2e.control?.closeAllConnections();
  await e2e.stack.stop();
  e2e.log.end();
  rmSync(e2e.tempDir, { recursive: true, force: true });
}

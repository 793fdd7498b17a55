/** @jest-environment node */
// Where `npm start` and the e2e stack (scripts/lib/stack.mjs, which has no jest project of its own) keep the
// mail catcher's messages: with the rest of the run's data.
import { createRequire } from 'node:module';
import { join } from 'node:path';

const { maildevDir } = createRequire(__filename)('../../scripts/lib/stack.mjs') as {
  maildevDir: (dataDir: string | undefined, env: NodeJS.ProcessEnv) => string;
};
const root = join(__dirname, '..', '..');

describe("maildev's messages", () => {
  it('are kept beside DATA_DIR under npm start, which leaves it in the environment for the api', () => {
    expect(maildevDir(undefined, { DATA_DIR: '/srv/portal/pglite' })).toBe('/srv/portal/pglite-correo');
    // A relative DATA_DIR is read from api/, as the api reads it.
    expect(maildevDir(undefined, { DATA_DIR: '../datos/pglite' })).toBe(join(root, 'datos', 'pglite-correo'));
  });

  it('are kept beside the data folder the e2e stack and the benches give the api', () => {
    expect(maildevDir('/tmp/e2e/pglite', { DATA_DIR: '/srv/portal/pglite' })).toBe('/tmp/e2e/pglite-correo');
  });

  it('are kept in data/maildev without either', () => {
    expect(maildevDir(undefined, {})).toBe(join(root, 'data', 'maildev'));
  });
});

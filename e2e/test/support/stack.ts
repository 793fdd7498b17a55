// The running stack (started by global-setup.mjs) and its control server.

interface StackInfo {
  ports: Record<'host' | 'api' | 'mfe-search' | 'mfe-account' | 'mfe-feria' | 'mfe-content', number>;
  urls: Record<string, string>;
  control: string;
}

function readStackInfo(): StackInfo {
  const raw = process.env.E2E_STACK;
  if (!raw) throw new Error('E2E_STACK is not set: run the suites through `jest -c e2e/jest.config.cjs`.');
  return JSON.parse(raw) as StackInfo;
}

export const stackInfo = readStackInfo();

async function control<T>(path: string, body: unknown = {}): Promise<T> {
  const res = await fetch(`${stackInfo.control}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as T & { error?: string };
  if (!res.ok) throw new Error(`stack control ${path}: ${answer.error ?? res.status}`);
  return answer;
}

export const stopService = (name: string) => control(`/services/${encodeURIComponent(name)}/stop`);

/** Starts a stopped service, optionally with environment overrides (e.g. MFE_SEARCH_URL for the host). */
export const startService = (name: string, env: Record<string, string> = {}) =>
  control(`/services/${encodeURIComponent(name)}/start`, { env });

/** Serves an app's dist, or another build of it in `dir`, on a port; stop it with stopService(result.name). */
export const serveRemote = (app: string, port: number, dir?: string) =>
  control<{ name: string; url: string; manifest: string }>('/remotes', { app, port, dir });

/**
 * Runs SQL on the api's database (the api is stopped meanwhile and started again): data no page of the
 * portal makes, such as an offer published now. Answers the rows of the last statement.
 */
export const runSql = async <T = Record<string, unknown>>(sql: string) => (await control<{ rows: T[] }>('/database', { sql })).rows;

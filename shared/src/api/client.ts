import ky, { isHTTPError, type KyInstance, type Options } from 'ky';
import type { CodigoError } from '@portal/shared/contract';

/** Statuses retried for GET-like methods (SPEC.md section 7); writes are never retried. */
export const RETRY_STATUS_CODES = [408, 409, 425, 429, 500, 502, 503, 504];
const RETRY_METHODS = ['get', 'head', 'options'] as const;

export interface ApiSettings {
  /** Base URL of the api, e.g. `/api/` or `https://api.example.cl/api/`. */
  baseUrl: string;
  /** Base URL of the search service (channels). */
  searchServiceUrl: string;
  /** The stored jwt, or null for a visitor. */
  getJwt: () => string | null;
  /** Called when an authenticated call is answered 401 or 403. */
  onUnauthorized: () => void;
  /** Retries of GET-like calls; tests set 0 to keep them fast. */
  retryLimit?: number;
  /** How long a request may take; the edge, which holds a page back while it waits, waits less than a browser. */
  timeoutMs?: number;
}

interface Clients {
  api: KyInstance;
  searchService: KyInstance;
}

let clients: Clients | null = null;
let currentSettings: ApiSettings | null = null;

function create(baseUrl: string, settings: ApiSettings): KyInstance {
  return ky.create({
    prefix: baseUrl,
    timeout: settings.timeoutMs ?? 15_000,
    retry: { limit: settings.retryLimit ?? 2, methods: [...RETRY_METHODS], statusCodes: RETRY_STATUS_CODES },
    hooks: {
      afterResponse: [
        ({ request, response }) => {
          const authenticated = request.headers.has('authorization');
          if (authenticated && (response.status === 401 || response.status === 403)) settings.onUnauthorized();
        },
      ],
    },
  });
}

/** Sets up the one api client; the host calls it at boot, a standalone remote in its own bootstrap. */
export function configureApi(settings: ApiSettings): void {
  clients = { api: create(settings.baseUrl, settings), searchService: create(settings.searchServiceUrl, settings) };
  currentSettings = settings;
}

function requireClients(): Clients {
  if (!clients) throw new Error('El cliente de la API no está configurado: llama a configureApi() al iniciar la app.');
  return clients;
}

export function api(): KyInstance {
  return requireClients().api;
}

export function searchService(): KyInstance {
  return requireClients().searchService;
}

/** Options that attach the stored jwt as a bearer credential; throws when nobody is signed in. */
export function withAuth(options: Options = {}): Options {
  const jwt = currentSettings?.getJwt();
  if (!jwt) throw new Error('Se requiere una sesión iniciada para esta acción.');
  return { ...options, headers: { ...(options.headers as Record<string, string>), authorization: `Bearer ${jwt}` } };
}

/** The stored jwt, or null for a visitor: answers asked for ahead of time hold only for whoever asked. */
export function currentJwt(): string | null {
  return currentSettings?.getJwt() ?? null;
}

/** Options that attach the jwt when there is one (answers may differ for a signed-in candidate). */
export function withOptionalAuth(options: Options = {}): Options {
  return currentSettings?.getJwt() ? withAuth(options) : options;
}

/** The Spanish message of an api error answer, or a generic one. */
export async function errorMessage(error: unknown, fallback = 'Ocurrió un error inesperado. Inténtalo nuevamente.'): Promise<string> {
  // ky 2 reads the error body into `error.data` (the response body is already consumed).
  if (isHTTPError(error) && typeof error.data === 'object' && error.data !== null) {
    const { message } = error.data as { message?: unknown };
    if (typeof message === 'string' && message) return message;
  }
  return fallback;
}

/**
 * The stable code of an error answer of the api or the edge (`CUENTA_YA_EXISTE`…: the contract's catalogue, or
 * Fastify's own `FST_*` for its other 4xx), or null when there is none.
 */
export function errorCode(error: unknown): CodigoError | `FST_${string}` | null {
  if (!isHTTPError(error) || typeof error.data !== 'object' || error.data === null) return null;
  const { code } = error.data as { code?: unknown };
  return typeof code === 'string' ? (code as CodigoError | `FST_${string}`) : null;
}

export { isHTTPError };

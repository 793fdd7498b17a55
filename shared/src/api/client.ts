import { isHTTPError, type Options, type StandardSchemaV1, type StandardSchemaV1InferOutput } from 'ky';
import type { CodigoError } from '@portal/shared/contract';
import { transporte, type Transporte } from './transporte';

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

/** How long a request may take before it fails. */
const plazoMs = (settings: ApiSettings) => settings.timeoutMs ?? 15_000;

interface Clients {
  api: Transporte;
  searchService: Transporte;
}

let clients: Clients | null = null;
let currentSettings: ApiSettings | null = null;

function create(baseUrl: string, settings: ApiSettings): Transporte {
  return transporte({
    prefix: baseUrl,
    timeout: plazoMs(settings),
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

const SIN_CONFIGURAR = 'El cliente de la API no está configurado: llama a configureApi() al iniciar la app.';

function requireClients(): Clients {
  if (!clients) throw new Error(SIN_CONFIGURAR);
  return clients;
}

export function api(): Transporte {
  return requireClients().api;
}

export function searchService(): Transporte {
  return requireClients().searchService;
}

interface OpcionesGet {
  searchParams?: Record<string, string | number | boolean>;
  signal?: AbortSignal;
  /** false: asked without the jwt, as a visitor (an answer the same for everyone stays cacheable). */
  conSesion?: boolean;
}

/**
 * A GET's JSON, not yet checked against its schema, sent with the browser's own fetch: a prefetch must not bring
 * ky (8.7 KB gz) to a page that showed without it, nor valibot when it is asked for on view (precargarSinValidar).
 * No retry and no hooks: a prefetch that fails is forgotten, and the page then asks through the client.
 */
export async function getCrudo(ruta: string, { searchParams = {}, signal, conSesion = true }: OpcionesGet = {}): Promise<unknown> {
  const settings = currentSettings;
  if (!settings) throw new Error(SIN_CONFIGURAR);
  const url = new URL(ruta, new URL(settings.baseUrl, globalThis.location?.href));
  for (const [nombre, valor] of Object.entries(searchParams)) url.searchParams.set(nombre, String(valor));
  const jwt = conSesion ? settings.getJwt() : null;
  const headers = { accept: 'application/json', ...(jwt ? { authorization: `Bearer ${jwt}` } : {}) };
  // The client's own deadline: a request that hangs fails, and the page then asks through ky.
  const plazo = AbortSignal.timeout(plazoMs(settings));
  const respuesta = await fetch(url, { headers, signal: signal ? AbortSignal.any([signal, plazo]) : plazo });
  if (!respuesta.ok) throw new Error(`GET ${ruta}: ${respuesta.status}`);
  return respuesta.json();
}

/** `valor`, the answer to GET `ruta`, once checked against `schema`; an answer that does not match is an error. */
export async function validarRespuesta<Schema extends StandardSchemaV1>(ruta: string, schema: Schema, valor: unknown): Promise<StandardSchemaV1InferOutput<Schema>> {
  const resultado = await schema['~standard'].validate(valor);
  if (resultado.issues) throw new Error(`GET ${ruta}: la respuesta no cumple su esquema`);
  return resultado.value as StandardSchemaV1InferOutput<Schema>;
}

/** A GET asked for ahead of a likely tap (getCrudo), checked against its schema at once. */
export async function getAnticipado<Schema extends StandardSchemaV1>(
  ruta: string,
  schema: Schema,
  opciones: OpcionesGet = {},
): Promise<StandardSchemaV1InferOutput<Schema>> {
  return validarRespuesta(ruta, schema, await getCrudo(ruta, opciones));
}

/**
 * A GET of what a page shows below its first screen, sent as getAnticipado is, so that ky is not fetched for it;
 * when it fails it is asked again through the client, whose retries, sign-out on 401 and errors stay the same.
 */
export function getLigero<Schema extends StandardSchemaV1>(ruta: string, schema: Schema, opciones: OpcionesGet = {}): Promise<StandardSchemaV1InferOutput<Schema>> {
  return getAnticipado(ruta, schema, opciones).catch((error: unknown) => {
    if (opciones.signal?.aborted) throw error;
    const { searchParams, signal, conSesion = true } = opciones;
    return api().get(ruta, conSesion ? withOptionalAuth({ searchParams, signal }) : { searchParams, signal }).json(schema);
  });
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

// Answers asked for ahead of a likely tap (an offer card on screen, a finger on it, the "load more" button in
// view), by useQuery key: the page the tap opens reads them instead of asking again (useQuery, and whoever
// calls `conPrecarga`). Short lived, so a page never shows an answer older than PRECARGA_MS; a failed one is
// forgotten at once, and the page then asks itself; one asked for before a sign-in or sign-out is not used after it.
// One asked for on view may wait unchecked (precargarSinValidar): its schema, and valibot, come when it is used.
import { currentJwt } from './client';

/** How long a prefetched answer stands for a fresh one. */
export const PRECARGA_MS = 30_000;
/** Answers kept at most: the oldest goes first. */
const MAXIMO = 24;

interface Precarga {
  respuesta: Promise<unknown>;
  /** The session it was asked for (answers differ for a signed-in candidate). */
  jwt: string | null;
  /** Set once the answer arrived (and was checked). */
  lista?: { data: unknown };
  vence: number;
  /** An answer not yet checked against its schema: what checks it, when it is first used. */
  validar?: (crudo: unknown) => Promise<unknown>;
}

const precargas = new Map<string, Precarga>();

function vigente(key: string): Precarga | undefined {
  const precarga = precargas.get(key);
  if (precarga && (precarga.vence <= Date.now() || precarga.jwt !== currentJwt())) precargas.delete(key);
  return precargas.get(key);
}

function guardar(key: string, precarga: Precarga): void {
  precargas.set(key, precarga);
  if (precargas.size > MAXIMO) precargas.delete(precargas.keys().next().value as string);
  esperar(key, precarga);
}

/** Notes the answer once it arrives (checked), or forgets the prefetch when it fails. */
function esperar(key: string, precarga: Precarga): void {
  const { respuesta } = precarga;
  respuesta.then(
    (data) => { if (precarga.respuesta === respuesta && !precarga.validar) precarga.lista = { data }; },
    () => { if (precargas.get(key) === precarga) precargas.delete(key); },
  );
}

/** Checks an answer asked for unchecked, now that it is about to be used. */
function validarYa(key: string, precarga: Precarga): void {
  const { validar } = precarga;
  if (!validar) return;
  precarga.validar = undefined;
  precarga.respuesta = precarga.respuesta.then(validar);
  esperar(key, precarga);
}

function nueva(fetcher: () => Promise<unknown>): Precarga {
  return { respuesta: new Promise<unknown>((resolve) => { resolve(fetcher()); }), jwt: currentJwt(), vence: Date.now() + PRECARGA_MS };
}

/** Asks `fetcher` for `key` now, unless a fresh answer for it is here or under way (then checked, if it was not). */
export function precargar(key: string, fetcher: () => Promise<unknown>): void {
  const actual = vigente(key);
  if (actual) validarYa(key, actual);
  else guardar(key, nueva(fetcher));
}

/**
 * Asks `pedir` for `key`'s answer now, but checks it with `validar` only when it is used or a tap comes near
 * (precargar for the same key): a card seen on a touch screen fetches its offer's JSON, not the schema's code.
 */
export function precargarSinValidar(key: string, pedir: () => Promise<unknown>, validar: (crudo: unknown) => Promise<unknown>): void {
  if (vigente(key)) return;
  guardar(key, { ...nueva(pedir), validar });
}

/** The prefetched answer for `key` if it already arrived and is fresh: a page can render it at once. */
export function precargaLista<T>(key: string): { data: T } | undefined {
  return vigente(key)?.lista as { data: T } | undefined;
}

/** The prefetched answer for `key` (arrived or under way) if fresh, else `fetcher`'s: one request either way. */
export function conPrecarga<T>(key: string, fetcher: () => Promise<T>): Promise<T> {
  const precarga = vigente(key);
  if (!precarga) return fetcher();
  validarYa(key, precarga);
  return precarga.respuesta as Promise<T>;
}

/** Forgets every prefetched answer (tests; a change of session, whose answers differ). */
export function olvidarPrecargas(): void {
  precargas.clear();
}

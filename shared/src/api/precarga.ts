// Answers asked for ahead of a likely tap (an offer card on screen, a finger on it, the "load more" button in
// view), by useQuery key: the page the tap opens reads them instead of asking again (useQuery, and whoever
// calls `conPrecarga`). Short lived, so a page never shows an answer older than PRECARGA_MS; a failed one is
// forgotten at once, and the page then asks itself; one asked for before a sign-in or sign-out is not used after it.
import { currentJwt } from './client';

/** How long a prefetched answer stands for a fresh one. */
export const PRECARGA_MS = 30_000;
/** Answers kept at most: the oldest goes first. */
const MAXIMO = 24;

interface Precarga {
  respuesta: Promise<unknown>;
  /** The session it was asked for (answers differ for a signed-in candidate). */
  jwt: string | null;
  /** Set once the answer arrived. */
  lista?: { data: unknown };
  vence: number;
}

const precargas = new Map<string, Precarga>();

function vigente(key: string): Precarga | undefined {
  const precarga = precargas.get(key);
  if (precarga && (precarga.vence <= Date.now() || precarga.jwt !== currentJwt())) precargas.delete(key);
  return precargas.get(key);
}

/** Asks `fetcher` for `key` now, unless a fresh answer for it is here or under way. */
export function precargar(key: string, fetcher: () => Promise<unknown>): void {
  if (vigente(key)) return;
  const respuesta = new Promise<unknown>((resolve) => { resolve(fetcher()); });
  const precarga: Precarga = { respuesta, jwt: currentJwt(), vence: Date.now() + PRECARGA_MS };
  respuesta.then(
    (data) => { precarga.lista = { data }; },
    () => { if (precargas.get(key) === precarga) precargas.delete(key); },
  );
  precargas.set(key, precarga);
  if (precargas.size > MAXIMO) precargas.delete(precargas.keys().next().value as string);
}

/** The prefetched answer for `key` if it already arrived and is fresh: a page can render it at once. */
export function precargaLista<T>(key: string): { data: T } | undefined {
  return vigente(key)?.lista as { data: T } | undefined;
}

/** The prefetched answer for `key` (arrived or under way) if fresh, else `fetcher`'s: one request either way. */
export function conPrecarga<T>(key: string, fetcher: () => Promise<T>): Promise<T> {
  const precarga = vigente(key);
  return precarga ? (precarga.respuesta as Promise<T>) : fetcher();
}

/** Forgets every prefetched answer (tests; a change of session, whose answers differ). */
export function olvidarPrecargas(): void {
  precargas.clear();
}

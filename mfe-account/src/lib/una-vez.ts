/**
 * Single-use tokens (e-mail links) must reach the api once per page load, even when React runs an effect
 * twice (StrictMode) or the page remounts: the first call's promise is shared by key.
 */
const enCurso = new Map<string, Promise<unknown>>();

export function unaVez<T>(clave: string, llamada: () => Promise<T>): Promise<T> {
  let promesa = enCurso.get(clave) as Promise<T> | undefined;
  if (!promesa) {
    promesa = llamada();
    enCurso.set(clave, promesa);
  }
  return promesa;
}

/** Lets a retry call again (after a network failure, not after the api refused the token). */
export function olvidar(clave: string): void {
  enCurso.delete(clave);
}

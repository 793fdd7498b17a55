import { useEffect } from 'react';

/** The message /prueba-error-5 raises, so tests can find it where it is reported. */
export const RENDER_ERROR_MESSAGE = 'Prueba de error 5: error al mostrar la página';

/** `/prueba-error-5`: fails while rendering, to prove the error page of a render error (SPEC.md section 2). */
export function PruebaError5Page(): never {
  throw new Error(RENDER_ERROR_MESSAGE);
}

/** `/prueba-error-6`: a promise rejected after rendering that nobody handles, to prove the asynchronous path. */
export function PruebaError6Page() {
  useEffect(() => {
    // Deliberately unhandled: the shell's unhandledrejection listener must turn it into the error page.
    void Promise.reject(new Error('Prueba de error 6: error asíncrono sin manejar.'));
  }, []);
  return <p>Provocando un error asíncrono…</p>;
}

/** The message of the error /prueba-error-5 raises, so tests can find it where it is reported. */
export const RENDER_ERROR_MESSAGE = 'Prueba de error 5: error al mostrar la página';

/** /prueba-error-5 (SPEC.md section 2, test pages): raises an error while rendering, to test the error page. */
export function RenderErrorTestPage(): never {
  throw new Error(RENDER_ERROR_MESSAGE);
}

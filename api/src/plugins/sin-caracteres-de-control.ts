// NUL and the other control characters have no place in what a person types: PostgreSQL refuses a NUL in
// text (a 500 before this), and the others end up in e-mails, logs and exports. Every string of a path,
// query or body is checked once here, before validation, so no handler and no query ever sees one: 400 in
// the usual validation shape. Tab, line feed and carriage return stay allowed (free-text fields hold lines).
import { revisionDePartes } from './revision-de-partes';

// C0 except \t \n \r, and DEL: matching control characters is the point here.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The path (a/b/0) of the first string with a control character (a key counts as its value's), or null. */
export function caracterDeControl(valor: unknown, ruta: string[] = []): string | null {
  if (typeof valor === 'string') return CONTROL.test(valor) ? ruta.join('/') : null;
  if (valor === null || typeof valor !== 'object') return null;
  for (const [clave, hijo] of Object.entries(valor)) {
    if (CONTROL.test(clave)) return [...ruta, clave.replace(CONTROL, '?')].join('/');
    const encontrado = caracterDeControl(hijo, [...ruta, clave]);
    if (encontrado !== null) return encontrado;
  }
  return null;
}

export const sinCaracteresDeControl = revisionDePartes({
  name: 'sin-caracteres-de-control',
  hook: 'preValidation',
  buscar: caracterDeControl,
  error: { keyword: 'caracterDeControl', params: {} },
});

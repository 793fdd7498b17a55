// Short codes: 12 random base62 characters (about 71 bits), so nobody can walk the shared links by
// guessing codes. Links shared before migration 008 keep their old code (the id in base62).
import { randomBytes } from 'node:crypto';

const ALFABETO = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const LARGO_CODIGO = 12;

export function codigoNuevo(): string {
  let codigo = '';
  while (codigo.length < LARGO_CODIGO) {
    for (const byte of randomBytes(LARGO_CODIGO)) {
      // 248 = 4 × 62: bytes above it are dropped so that every character is equally likely.
      if (byte < 248 && codigo.length < LARGO_CODIGO) codigo += ALFABETO[byte % 62];
    }
  }
  return codigo;
}

/** Whether a text could be a code we issued (old or new), before asking the database. */
export const esCodigo = (texto: string) => /^[0-9a-zA-Z]{1,16}$/.test(texto);

// Password checks that take the same time whether or not the user exists.
import { hash, verify } from '@node-rs/argon2';

let hashDeRelleno: Promise<string> | undefined;

/** argon2id hash verified when the user does not exist, so both failures cost one verify. */
function relleno(): Promise<string> {
  hashDeRelleno ??= hash('clave-de-relleno-para-igualar-tiempos');
  return hashDeRelleno;
}

export async function claveValida(claveHash: string | undefined, clave: string): Promise<boolean> {
  const valida = await verify(claveHash ?? (await relleno()), clave);
  return claveHash !== undefined && valida;
}

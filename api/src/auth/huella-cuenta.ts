// The account's state as one short digest: its e-mail, its password hash and when it was confirmed. A
// one-time link or request records it when it is made and is refused once it differs, so a confirmation,
// a password reset or change, or a new e-mail kills every link e-mailed before. The password hash inside
// is argon2 with a random salt: the digest, which a link carries, tells nothing about the password.
import { createHash } from 'node:crypto';

export interface EstadoCuenta {
  correo: string;
  clave_hash: string;
  correo_confirmado: Date | string | null;
}

export function huellaCuenta({ correo, clave_hash, correo_confirmado }: EstadoCuenta): string {
  const confirmado = correo_confirmado === null ? null : new Date(correo_confirmado).toISOString();
  return createHash('sha256').update(JSON.stringify([correo.toLowerCase(), clave_hash, confirmado])).digest('base64url').slice(0, 22);
}

/** The columns huellaCuenta reads, for a select of `candidato`. */
export const COLUMNAS_ESTADO = ['correo', 'clave_hash', 'correo_confirmado'] as const;

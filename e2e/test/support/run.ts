import { digitoVerificador } from '@portal/shared/rut';

/** A valid RUN no seeded or earlier-registered candidate has: a new body each call, with its check character. */
export function runNuevo(): string {
  const cuerpo = String(20_000_000 + ((Date.now() + Math.floor(Math.random() * 1000)) % 9_000_000));
  return `${cuerpo}${digitoVerificador(cuerpo)}`;
}

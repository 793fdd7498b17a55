// The password rule, one for the registration form's strength meter and the api's check.

export const CLAVE_MIN = 8;
export const CLAVE_MAX = 128;

/** What a new password lacks, in Spanish; empty when it is acceptable. `datos` are the account's own words. */
export function problemasClave(clave: string, datos: { correo?: string; numeroDocumento?: string } = {}): string[] {
  const problemas: string[] = [];
  if (clave.length < CLAVE_MIN) problemas.push(`Usa al menos ${CLAVE_MIN} caracteres.`);
  if (clave.length > CLAVE_MAX) problemas.push(`Usa como máximo ${CLAVE_MAX} caracteres.`);
  if (!/\p{L}/u.test(clave)) problemas.push('Incluye al menos una letra.');
  if (!/\d/.test(clave)) problemas.push('Incluye al menos un número.');
  const propias = [datos.correo?.split('@')[0], datos.numeroDocumento?.replace(/[.\-\s]/g, '')].filter((p): p is string => !!p && p.length >= 4);
  if (propias.some((p) => clave.toLowerCase().includes(p.toLowerCase()))) problemas.push('No uses tu correo ni tu documento en la contraseña.');
  return problemas;
}

export const NIVELES_CLAVE = ['Muy débil', 'Débil', 'Aceptable', 'Fuerte', 'Muy fuerte'] as const;

/** 0-4 for the meter: an unacceptable password is 0 or 1; length, mixed case and symbols add up. */
export function fortalezaClave(clave: string, datos?: { correo?: string; numeroDocumento?: string }): number {
  if (!clave) return 0;
  if (problemasClave(clave, datos).length) return clave.length >= CLAVE_MIN / 2 ? 1 : 0;
  const extras = [clave.length >= 12, /\p{Lu}/u.test(clave) && /\p{Ll}/u.test(clave), /[^\p{L}\d]/u.test(clave)].filter(Boolean).length;
  return Math.min(4, 2 + extras);
}

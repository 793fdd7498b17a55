// RUN/RUT of Chile: the keystroke formatting of SPEC.md section 5 (directive rut), the módulo 11 check
// digit, and the numero directive for digit-only fields.

/**
 * SPEC.md section 5, on every keystroke while the document type is RUN: strip leading zeros, then dots
 * and dashes; with more than one character left, dot-group the body from the right and append "-" and
 * the check character; with one character or none, the value stays as typed.
 */
export function formatRut(value: string): string {
  const clean = value.replace(/^0+/, '').replace(/[.-]/g, '');
  if (clean.length <= 1) return value;
  const body = clean.slice(0, -1).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${body}-${clean.slice(-1)}`;
}

/** Módulo 11 check character of a RUN body ("11111111" -> "1", "0" -> "0"; 10 -> "K"). */
export function digitoVerificador(cuerpo: string): string {
  let suma = 0;
  let factor = 2;
  for (let i = cuerpo.length - 1; i >= 0; i--) {
    suma += Number(cuerpo[i]) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const resto = 11 - (suma % 11);
  return resto === 11 ? '0' : resto === 10 ? 'K' : String(resto);
}

/** A RUN with any dots, dash and case, a body that is not all zeros, and the right check character (12.345.678-5, 1-9). */
export function rutValido(value: string): boolean {
  const limpio = value.replace(/[.\-\s]/g, '').toUpperCase();
  const match = /^0*([1-9]\d{0,7})([\dK])$/.exec(limpio);
  return match !== null && digitoVerificador(match[1]!) === match[2];
}

/** The RUN as stored: no dots, dash nor leading zeros, check character upper-case (11.111.111-k -> 11111111K). */
export function normalizarRut(value: string): string {
  return value.replace(/[.\-\s]/g, '').replace(/^0+/, '').toUpperCase();
}

/** SPEC.md section 5, directive numero: a value with anything but digits loses its last character. */
export function aplicarNumero(value: string): string {
  return /^\d*$/.test(value) ? value : value.slice(0, -1);
}

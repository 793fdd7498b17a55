// Where a recovery code goes, shown masked: enough for the owner to recognise it, too little for anyone else,
// and of one form for every identifier, so no mask tells a real account from an unknown RUN. The form: the
// first letter or digit of the local part, then the domain in full when it is one of the big public
// providers ("m***@gmail.com"), else only its first letter or digit ("m***@p***"); always lower case. A real
// company domain is never shown (an unknown RUN could not show it), and the case of the stored address neither.
import type { Firmador } from './secretos';

/** Public providers shown in full, weighted roughly as they are among Chilean candidates' addresses. */
const PROVEEDORES: readonly [string, number][] = [
  ['gmail.com', 56],
  ['hotmail.com', 14],
  ['outlook.com', 5],
  ['yahoo.com', 3],
  ['hotmail.cl', 2],
  ['live.cl', 2],
  ['icloud.com', 2],
  ['yahoo.es', 1],
  ['outlook.cl', 1],
];
/** Weight of every other domain (company, university, small provider), shown by its first character. */
const OTROS = 14;
const TOTAL = PROVEEDORES.reduce((suma, [, peso]) => suma + peso, OTROS);
const PUBLICOS = new Set(PROVEEDORES.map(([dominio]) => dominio));
/** First characters of made-up masks: letters three times as likely as digits. */
const INICIALES = 'abcdefghijklmnopqrstuvwxyz'.repeat(3) + '0123456789';

/** The first letter or digit (addresses that start with "_" or "." still show one of the same set). */
const inicial = (texto: string) => /[a-z0-9]/.exec(texto)?.[0] ?? 'x';

export function enmascararCorreo(correo: string): string {
  const minusculas = correo.trim().toLowerCase();
  const arroba = minusculas.lastIndexOf('@');
  const [local, dominio] = [minusculas.slice(0, arroba), minusculas.slice(arroba + 1)];
  return `${inicial(local)}***@${PUBLICOS.has(dominio) ? dominio : `${inicial(dominio)}***`}`;
}

/** The masked destination shown for a RUN without account: drawn from a keyed hash of it, so always the same. */
export function destinoFicticio(firmar: Firmador, run: string): string {
  const bytes = Buffer.from(firmar(`destino:${run}`), 'hex');
  let punto = bytes.readUInt16BE(1) % TOTAL;
  const proveedor = PROVEEDORES.find(([, peso]) => (punto -= peso) < 0)?.[0];
  return `${INICIALES[bytes[0]! % INICIALES.length]}***@${proveedor ?? `${INICIALES[bytes[3]! % INICIALES.length]}***`}`;
}

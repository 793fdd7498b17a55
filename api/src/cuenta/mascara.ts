// Where a recovery code goes, shown masked ("d***@portal.cl"): enough for the owner to recognise it,
// too little for anyone else. An identifier that names no account gets a plausible address of the same form.
import type { Firmador } from './secretos';

export function enmascararCorreo(correo: string): string {
  const arroba = correo.lastIndexOf('@');
  return `${correo.slice(0, 1)}***${correo.slice(arroba)}`;
}

// Weighted like real addresses, so a made-up destination does not stand out.
const DOMINIOS_COMUNES = ['gmail.com', 'gmail.com', 'gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com'];
const LETRAS = 'abcdefghijklmnopqrstuvwxyz';

/** The masked destination shown for a RUN without account: the same one every time for that RUN. */
export function destinoFicticio(firmar: Firmador, run: string): string {
  const bytes = Buffer.from(firmar(`destino:${run}`), 'hex');
  return `${LETRAS[bytes[0]! % LETRAS.length]}***@${DOMINIOS_COMUNES[bytes[1]! % DOMINIOS_COMUNES.length]}`;
}

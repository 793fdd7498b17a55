// Content-Disposition of a download (RFC 6266): `attachment; filename="<ASCII fallback>"; filename*=UTF-8''<RFC 5987
// percent-encoding>`. The name is cleaned and bounded again here, so a name stored before uploads were
// bounded still gives a header of well under a kilobyte (a 64 KB one made the edge answer 502).
import { limpiarNombre } from '../almacen/nombre-archivo';

/** RFC 5987 attr-chars stay, everything else is %XX of its UTF-8 bytes (encodeURIComponent leaves '()*! too). */
const rfc5987 = (texto: string) => encodeURIComponent(texto).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export function disposicionAdjunto(nombre: string): string {
  const limpio = limpiarNombre(nombre);
  // Accents dropped, anything else outside printable ASCII, and % (some browsers decode it), become nothing or "_".
  const ascii = limpio.normalize('NFD').replace(/\p{M}/gu, '').replace(/[^\x20-\x7e]/g, '').replace(/[%\\]/g, '_');
  const fallback = ascii.startsWith('.') || !ascii ? `archivo${ascii}` : ascii;
  return `attachment; filename="${fallback}"; filename*=UTF-8''${rfc5987(limpio)}`;
}

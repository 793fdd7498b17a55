// Reads the entry names of a zip from its central directory, the index a zip reader trusts, so a .docx can be
// told from any other zip. Only what an uploaded document needs: one disk, no ZIP64 (a file is at most 5 MB,
// and ZIP64's 0xffff… markers fail the bounds checks). Every offset and length is checked against the buffer
// before it is read; anything that does not add up gives null, and the work is linear in the directory.

const FIN_DIRECTORIO = 0x06054b50;
const ENTRADA_DIRECTORIO = 0x02014b50;
const CABECERA_LOCAL = 0x04034b50;
const LARGO_FIN = 22;
const LARGO_ENTRADA = 46;
const LARGO_CABECERA_LOCAL = 30;
/** The end record is followed only by its comment, at most 65535 bytes: the search never goes further back. */
const MAX_COMENTARIO = 0xffff;

/** The entry names of a well-formed zip, or null when the bytes are not one. */
export function nombresDelZip(bytes: Buffer): string[] | null {
  const fin = buscarFin(bytes);
  if (fin === null) return null;
  const discoActual = bytes.readUInt16LE(fin + 4);
  const discoDirectorio = bytes.readUInt16LE(fin + 6);
  const entradasDisco = bytes.readUInt16LE(fin + 8);
  const entradas = bytes.readUInt16LE(fin + 10);
  const largo = bytes.readUInt32LE(fin + 12);
  const inicio = bytes.readUInt32LE(fin + 16);
  if (discoActual !== 0 || discoDirectorio !== 0 || entradasDisco !== entradas) return null;
  const finDirectorio = inicio + largo;
  if (finDirectorio > fin) return null;

  const nombres: string[] = [];
  let p = inicio;
  for (let i = 0; i < entradas; i++) {
    if (p + LARGO_ENTRADA > finDirectorio || bytes.readUInt32LE(p) !== ENTRADA_DIRECTORIO) return null;
    const largoNombre = bytes.readUInt16LE(p + 28);
    const siguiente = p + LARGO_ENTRADA + largoNombre + bytes.readUInt16LE(p + 30) + bytes.readUInt16LE(p + 32);
    const local = bytes.readUInt32LE(p + 42);
    if (siguiente > finDirectorio) return null;
    if (local + LARGO_CABECERA_LOCAL > inicio || bytes.readUInt32LE(local) !== CABECERA_LOCAL) return null;
    nombres.push(bytes.toString('utf8', p + LARGO_ENTRADA, p + LARGO_ENTRADA + largoNombre));
    p = siguiente;
  }
  return p === finDirectorio ? nombres : null;
}

/** The offset of the end-of-central-directory record whose comment reaches exactly the end of the bytes. */
function buscarFin(bytes: Buffer): number | null {
  const ultimo = bytes.length - LARGO_FIN;
  for (let p = ultimo; p >= 0 && p >= ultimo - MAX_COMENTARIO; p--) {
    if (bytes.readUInt32LE(p) === FIN_DIRECTORIO && p + LARGO_FIN + bytes.readUInt16LE(p + 20) === bytes.length) return p;
  }
  return null;
}

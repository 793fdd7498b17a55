// Helpers of the CV PDF tests: the text a PDF shows, read back from its content streams, and a heavy photo.
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync, inflateSync } from 'node:zlib';

/**
 * The lines of text of a pdfkit PDF: each `[<hex> kerning <hex>…] TJ` of its (deflated) content streams,
 * decoded as WinAnsi (Latin-1 for Spanish letters). Also checks the file's frame (%PDF- … %%EOF).
 */
export function lineasDelPdf(pdf: Buffer): string[] {
  const texto = pdf.toString('latin1');
  expect(texto.slice(0, 5)).toBe('%PDF-');
  expect(texto.trimEnd().endsWith('%%EOF')).toBe(true);
  const lineas: string[] = [];
  for (const [, flujo] of texto.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let contenido: string;
    try {
      contenido = inflateSync(Buffer.from(flujo!, 'latin1')).toString('latin1');
    } catch {
      continue; // an image's pixels, not text
    }
    for (const [, arreglo] of contenido.matchAll(/\[([^\]]*)\] TJ/g)) {
      lineas.push([...arreglo!.matchAll(/<([0-9a-f]*)>/g)].map(([, hex]) => Buffer.from(hex!, 'hex').toString('latin1')).join(''));
    }
  }
  return lineas;
}

/** A PNG of random pixels, which no compression shrinks: 580×570 is just under the 1 MB a photo may weigh. */
export function pngDeRuido(ancho: number, alto: number): Buffer {
  const filas = Array.from({ length: alto }, () => Buffer.concat([Buffer.from([0]), randomBytes(ancho * 3)]));
  const bloque = (tipo: string, datos: Buffer) => {
    const largo = Buffer.alloc(4);
    largo.writeUInt32BE(datos.length);
    const cuerpo = Buffer.concat([Buffer.from(tipo, 'ascii'), datos]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(cuerpo));
    return Buffer.concat([largo, cuerpo, crc]);
  };
  const cabecera = Buffer.alloc(13);
  cabecera.writeUInt32BE(ancho, 0);
  cabecera.writeUInt32BE(alto, 4);
  cabecera[8] = 8; // bits per channel
  cabecera[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    bloque('IHDR', cabecera),
    bloque('IDAT', deflateSync(Buffer.concat(filas))),
    bloque('IEND', Buffer.alloc(0)),
  ]);
}

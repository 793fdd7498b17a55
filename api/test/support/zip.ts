// A tiny zip writer for the upload tests: stored (uncompressed) entries, real CRCs, one central directory.
import { crc32 } from 'node:zlib';

export function zip(entradas: Record<string, string>): Buffer {
  const locales: Buffer[] = [];
  const directorio: Buffer[] = [];
  let offset = 0;
  for (const [nombre, contenido] of Object.entries(entradas)) {
    const n = Buffer.from(nombre);
    const datos = Buffer.from(contenido);
    const comun = Buffer.alloc(26);
    comun.writeUInt16LE(20, 0); // version needed
    comun.writeUInt32LE(crc32(datos), 10);
    comun.writeUInt32LE(datos.length, 14);
    comun.writeUInt32LE(datos.length, 18);
    comun.writeUInt16LE(n.length, 22);
    const local = Buffer.concat([u32(0x04034b50), comun, n, datos]);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    comun.copy(central, 6);
    central.writeUInt32LE(offset, 42);
    directorio.push(central, n);
    locales.push(local);
    offset += local.length;
  }
  const cd = Buffer.concat(directorio);
  const fin = Buffer.alloc(22);
  fin.writeUInt32LE(0x06054b50, 0);
  fin.writeUInt16LE(locales.length, 8);
  fin.writeUInt16LE(locales.length, 10);
  fin.writeUInt32LE(cd.length, 12);
  fin.writeUInt32LE(offset, 16);
  return Buffer.concat([...locales, cd, fin]);
}

function u32(valor: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(valor);
  return b;
}

import { nombresDelZip } from '../src/almacen/zip';
import { DOCX } from './support/postulacion';
import { zip } from './support/zip';

const NOMBRES = ['[Content_Types].xml', '_rels/.rels', 'word/document.xml'];
/** Offsets of the end record's fields in DOCX (it has no comment, so the record is its last 22 bytes). */
const FIN = DOCX.length - 22;

function con(cambio: (b: Buffer) => void): Buffer {
  const copia = Buffer.from(DOCX);
  cambio(copia);
  return copia;
}

describe('nombresDelZip', () => {
  it('lists the entries of a zip in central-directory order', () => {
    expect(nombresDelZip(DOCX)).toEqual(NOMBRES);
    expect(nombresDelZip(zip({}))).toEqual([]);
  });

  it('finds the end record behind a zip comment', () => {
    const comentario = Buffer.from('hecho a mano');
    expect(nombresDelZip(Buffer.concat([con((b) => b.writeUInt16LE(comentario.length, FIN + 20)), comentario]))).toEqual(NOMBRES);
  });

  it('refuses every cut of a zip and bytes appended after it', () => {
    for (let largo = 0; largo < DOCX.length; largo++) expect(nombresDelZip(DOCX.subarray(0, largo))).toBeNull();
    expect(nombresDelZip(Buffer.concat([DOCX, Buffer.from('x')]))).toBeNull();
  });

  it.each([
    ['a directory past the end record', (b: Buffer) => b.writeUInt32LE(FIN, FIN + 16)],
    ['more entries than the directory holds', (b: Buffer) => (b.writeUInt16LE(4, FIN + 8), b.writeUInt16LE(4, FIN + 10))],
    ['fewer entries than the directory holds', (b: Buffer) => (b.writeUInt16LE(2, FIN + 8), b.writeUInt16LE(2, FIN + 10))],
    ['a name longer than the directory', (b: Buffer) => b.writeUInt16LE(0xffff, b.readUInt32LE(FIN + 16) + 28)],
    ['an entry whose local header is elsewhere', (b: Buffer) => b.writeUInt32LE(7, b.readUInt32LE(FIN + 16) + 42)],
    ['a second disk', (b: Buffer) => b.writeUInt16LE(1, FIN + 4)],
    ['ZIP64 markers', (b: Buffer) => b.writeUInt32LE(0xffffffff, FIN + 16)],
  ])('refuses %s', (_, cambio) => {
    expect(nombresDelZip(con(cambio))).toBeNull();
  });

  it('never throws on damaged bytes and gives up on a large non-zip at once', () => {
    let semilla = 42;
    const azar = (n: number) => ((semilla = (semilla * 1103515245 + 12345) % 2 ** 31) % n);
    for (let i = 0; i < 2000; i++) {
      const danado = con((b) => {
        for (let j = 0; j < 1 + azar(4); j++) b[azar(b.length)] = azar(256);
      });
      const nombres = nombresDelZip(danado);
      expect(nombres === null || Array.isArray(nombres)).toBe(true);
    }
    // 5 MB of "P" looks like signatures everywhere: it must still end, with no zip found.
    expect(nombresDelZip(Buffer.alloc(5_000_000, 0x50))).toBeNull();
  });
});

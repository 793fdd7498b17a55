import { disposicionAdjunto } from '../src/red/adjunto';
import { limpiarNombre } from '../src/almacen/nombre-archivo';

describe('the name of an upload', () => {
  it.each([
    ['keeps an ordinary name as it is', 'Mi currículum 2026.pdf', 'Mi currículum 2026.pdf'],
    ['writes accents one way (NFC)', 'Curri\u0301culum.pdf', 'Currículum.pdf'],
    ['keeps only the last segment of a path', 'C:\\fakepath\\..\\cv.pdf', 'cv.pdf'],
    ['drops control characters, line breaks and quotes', 'mi "cv"\r\nSet-Cookie: a=1\t\'final\'.pdf', 'mi cv Set-Cookie: a=1 final.pdf'],
    ['drops a right-to-left override that would disguise the extension', 'factura\u202Efdp.exe', 'facturafdp.exe'],
    ['names a file with nothing left "archivo", extension kept', '"\u0000".pdf', 'archivo.pdf'],
  ])('%s', (_caso, original, limpio) => {
    expect(limpiarNombre(original)).toBe(limpio);
  });

  it('is cut to 150 characters and 255 bytes, keeping its extension', () => {
    const largo = limpiarNombre(`${'a'.repeat(30_000)}.docx`);
    expect(largo).toBe(`${'a'.repeat(145)}.docx`);
    const acentos = limpiarNombre(`${'ü'.repeat(30_000)}.pdf`);
    expect(acentos.endsWith('.pdf')).toBe(true);
    expect(Buffer.byteLength(acentos)).toBeLessThanOrEqual(255);
    expect([...acentos].length).toBeLessThanOrEqual(150);
  });
});

describe('Content-Disposition of a download (RFC 6266)', () => {
  it('gives an ASCII fallback and the UTF-8 name percent-encoded', () => {
    expect(disposicionAdjunto("Currículum (final)'s.pdf")).toBe(
      `attachment; filename="Curriculum (final)s.pdf"; filename*=UTF-8''Curr%C3%ADculum%20%28final%29s.pdf`,
    );
    expect(disposicionAdjunto('履歴書.pdf')).toBe(`attachment; filename="archivo.pdf"; filename*=UTF-8''%E5%B1%A5%E6%AD%B4%E6%9B%B8.pdf`);
  });

  it('stays under a kilobyte and on one line whatever name was stored', () => {
    const cabecera = disposicionAdjunto(`${'ü'.repeat(30_000)}"\r\nX: 1.pdf`);
    expect(Buffer.byteLength(cabecera)).toBeLessThan(1024);
    expect(cabecera).toMatch(/^attachment; filename="[\x20-\x21\x23-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9%._~#$&+^`|-]+$/);
  });
});

/** @jest-environment node */
import { brotliDecompressSync } from 'node:zlib';
import { encodingFor, pageBytes, type PageDocument } from './page-bytes';

describe('the encoding of a rendered page', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
    ['br;q=0, gzip;q=0', null],
    [undefined, null],
  ])('Accept-Encoding %p → %p', (accepted, encoding) => {
    expect(encodingFor(accepted)).toBe(encoding);
  });
});

describe('a rendered page as bytes', () => {
  const documento: PageDocument = { html: '<html><head></head><body><div id=root></div></body></html>', pageData: { appConfig: {}, remotes: {} } as PageDocument['pageData'], encoding: 'br' };
  const rendered = { html: Buffer.from('<main>Técnico en enfermería · «TENS» $&</main>'), styles: '<style>.a{}</style>', preloads: [], canales: [], respuestas: { 'oferta:1': { nombreCargo: 'Señor' } }, fechaServidor: null, enNavegador: [] };

  it('has the markup inside #root as React wrote it, its styles in <head> and its data after it, compressed as asked', () => {
    const { body, etag, encoding } = pageBytes(documento, undefined, rendered);
    const page = brotliDecompressSync(body).toString();
    expect(page).toMatch(/^<html><head><style>\.a\{\}<\/style><\/head><body><div id=root><main>Técnico en enfermería · «TENS» \$&<\/main><\/div><script type="application\/json" id="datos-pagina">/);
    expect(page).toContain('"respuestas":{"oferta:1":{"nombreCargo":"Señor"}}');
    expect({ encoding, etag }).toEqual({ encoding: 'br', etag: pageBytes({ ...documento, encoding: null }, undefined, rendered).etag });
  });
});

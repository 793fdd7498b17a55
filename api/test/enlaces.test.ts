import { ApiErrorSchema, EnlaceCortoDetalleSchema, EnlaceCortoSchema } from '@portal/shared/contract';
import * as v from 'valibot';
import { ARRANQUE_MS, crearEntorno, obtener, type Entorno } from './support/app-de-prueba';

let entorno: Entorno;
beforeAll(async () => {
  entorno = await crearEntorno();
}, ARRANQUE_MS);
afterAll(() => entorno?.close());

const OFERTA = 'http://localhost:8080/trabajo/1?utm_source=whatsapp&utm_medium=social&utm_campaign=compartir-whatsapp';

async function acortar(url: string, status = 200) {
  const respuesta = await entorno.app.inject({ method: 'POST', url: '/api/enlaces-cortos', payload: { url } });
  expect(respuesta.statusCode).toBe(status);
  return respuesta.json();
}

describe('URL shortener', () => {
  it('gives a short base62 code on the shared URL origin, the same code for the same URL', async () => {
    const primero = v.parse(EnlaceCortoSchema, await acortar(OFERTA));
    expect(primero.codigo).toMatch(/^[0-9a-zA-Z]{1,6}$/);
    expect(primero.urlCorta).toBe(`http://localhost:8080/e/${primero.codigo}`);
    expect(v.parse(EnlaceCortoSchema, await acortar(OFERTA))).toEqual(primero);
    const otro = v.parse(EnlaceCortoSchema, await acortar('http://saae.localhost:8080/trabajo/2'));
    expect(otro.codigo).not.toBe(primero.codigo);
    expect(otro.urlCorta).toMatch(/^http:\/\/saae\.localhost:8080\/e\//);
  });

  it('redirects a short link with 302 to its URL and counts each click', async () => {
    const { codigo } = v.parse(EnlaceCortoSchema, await acortar(OFERTA));
    const antes = await obtener(entorno.app, `/api/enlaces-cortos/${codigo}`, EnlaceCortoDetalleSchema);
    expect(antes.url).toBe(OFERTA);
    for (let i = 0; i < 2; i++) {
      const respuesta = await entorno.app.inject({ method: 'GET', url: `/e/${codigo}` });
      expect(respuesta.statusCode).toBe(302);
      expect(respuesta.headers.location).toBe(OFERTA);
    }
    const despues = await obtener(entorno.app, `/api/enlaces-cortos/${codigo}`, EnlaceCortoDetalleSchema);
    expect(despues.clics).toBe(antes.clics + 2);
  });

  it.each([
    ['another site', 'https://evil.example.com/trabajo/1'],
    ['a look-alike host', 'http://localhost.evil.com/trabajo/1'],
    ['credentials in the URL', 'http://usuario:clave@localhost:8080/trabajo/1'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', '//evil.example.com/x'],
    ['another short link', 'http://localhost:8080/e/1'],
  ])('refuses %s, so the shortener is never an open redirect', async (_caso, url) => {
    const error = v.parse(ApiErrorSchema, await acortar(url, 400));
    expect(error).toMatchObject({ code: 'URL_NO_PERMITIDA', message: 'Solo se pueden acortar enlaces a páginas del portal.' });
  });

  it('answers 400 without a url and 404 for an unknown or malformed code', async () => {
    expect(v.parse(ApiErrorSchema, await acortar('', 400)).message).toBe('El campo «url» no puede estar vacío.');
    for (const codigo of ['zzzzzz', 'no-válido']) {
      const error = await obtener(entorno.app, `/api/enlaces-cortos/${encodeURIComponent(codigo)}`, ApiErrorSchema, 404);
      expect(error.code).toBe('ENLACE_NO_ENCONTRADO');
      expect((await entorno.app.inject({ method: 'GET', url: `/e/${encodeURIComponent(codigo)}` })).statusCode).toBe(404);
    }
  });
});

import { ApiErrorSchema, EnlaceCortoDetalleSchema, EnlaceCortoSchema } from '@portal/shared/contract';
import * as v from 'valibot';
import { ARRANQUE_MS, crearEntorno, entornoDelArchivo, obtener, type Entorno } from './support/app-de-prueba';

const entorno = entornoDelArchivo();

const OFERTA = 'http://localhost:8080/trabajo/1?utm_source=whatsapp&utm_medium=social&utm_campaign=compartir-whatsapp';

interface Peticion {
  /** The origin the visitor's browser is on, as the edge forwards it (X-Forwarded-Proto/-Host). */
  origen?: string;
  /** The socket's peer: the edge unless said otherwise. */
  desde?: string;
  /** The client's address as the edge forwards it. */
  cliente?: string;
}

function crear({ app }: Pick<Entorno, 'app'>, url: string, { origen = 'http://localhost:8080', desde = '127.0.0.1', cliente = '198.51.100.1' }: Peticion = {}) {
  const { protocol, host } = new URL(origen);
  return app.inject({
    method: 'POST',
    url: '/api/enlaces-cortos',
    payload: { url },
    remoteAddress: desde,
    headers: { 'x-forwarded-proto': protocol.slice(0, -1), 'x-forwarded-host': host, 'x-forwarded-for': cliente },
  });
}

async function acortar(url: string, status = 200, peticion?: Peticion) {
  const respuesta = await crear(entorno, url, peticion);
  expect({ url, status: respuesta.statusCode }).toEqual({ url, status });
  return respuesta.json();
}

describe('URL shortener', () => {
  it('gives a random 12-character code on the shared URL origin, the same code for the same URL', async () => {
    const primero = v.parse(EnlaceCortoSchema, await acortar(OFERTA));
    expect(primero.codigo).toMatch(/^[0-9a-zA-Z]{12}$/);
    expect(primero.urlCorta).toBe(`http://localhost:8080/e/${primero.codigo}`);
    expect(v.parse(EnlaceCortoSchema, await acortar(OFERTA))).toEqual(primero);
    const otro = v.parse(EnlaceCortoSchema, await acortar('http://saae.localhost:8080/trabajo/2', 200, { origen: 'http://saae.localhost:8080' }));
    expect(otro.codigo).toMatch(/^[0-9a-zA-Z]{12}$/);
    expect(otro.codigo).not.toBe(primero.codigo);
    expect(otro.urlCorta).toMatch(/^http:\/\/saae\.localhost:8080\/e\//);
  });

  it('gives codes that cannot be guessed from one another', async () => {
    const codigos = [];
    for (let i = 0; i < 5; i++) codigos.push(v.parse(EnlaceCortoSchema, await acortar(`http://localhost:8080/trabajo/${100 + i}`)).codigo);
    expect(new Set(codigos).size).toBe(5);
    // Consecutive links share no prefix, as sequential ids in base62 would.
    expect(new Set(codigos.map((c) => c.slice(0, 4))).size).toBe(5);
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
    ['another port of a portal host', 'http://localhost:9999/trabajo/1'],
    ['the default port of a portal host', 'http://localhost/trabajo/1'],
    ['another scheme of the portal origin', 'https://localhost:8080/trabajo/1'],
    ['the api', 'http://localhost:8080/api/ofertas/1'],
    ['the api in upper case', 'http://localhost:8080/API/ofertas/1'],
    ['the api percent-encoded', 'http://localhost:8080/%61pi/ofertas/1'],
    ['the api behind a double slash', 'http://localhost:8080//api/ofertas/1'],
    ['the api behind a dot segment', 'http://localhost:8080/./api/ofertas/1'],
    ['the api behind an encoded dot-dot segment', 'http://localhost:8080/trabajo/%2e%2e/api/ofertas/1'],
    ['the api behind an encoded backslash', 'http://localhost:8080/%5capi/ofertas/1'],
    ['the api alone', 'http://localhost:8080/api'],
    ['a short link in upper case', 'http://localhost:8080/E/abc'],
    ['a short link percent-encoded', 'http://localhost:8080/%65/abc'],
  ])('refuses %s, so the shortener is never an open redirect', async (_caso, url) => {
    const error = v.parse(ApiErrorSchema, await acortar(url, 400));
    expect(error).toMatchObject({ code: 'URL_NO_PERMITIDA', message: 'Solo se pueden acortar enlaces a páginas del portal.' });
  });

  it('accepts the configured portal origins (PORTAL_ORIGINS) and no other scheme or port', async () => {
    const configurado = await crearEntorno({ origenesPortal: ['https://*'] });
    try {
      const ok = await crear(configurado, 'https://saae.localhost/trabajo/2', { origen: 'http://127.0.0.1:8090' });
      expect(ok.statusCode).toBe(200);
      expect(v.parse(EnlaceCortoSchema, ok.json()).urlCorta).toMatch(/^https:\/\/saae\.localhost\/e\/[0-9a-zA-Z]{12}$/);
      for (const url of ['http://saae.localhost/trabajo/2', 'https://saae.localhost:8443/trabajo/2', 'https://otro.example.cl/trabajo/2']) {
        expect((await crear(configurado, url, { origen: new URL(url).origin })).statusCode).toBe(400);
      }
    } finally {
      await configurado.close();
    }
  }, ARRANQUE_MS);

  it('limits how many links one address creates a minute, with a Spanish 429, without limiting other addresses', async () => {
    const limitado = await crearEntorno({ enlacesPorMinuto: 3 });
    try {
      for (let i = 0; i < 3; i++) expect((await crear(limitado, `http://localhost:8080/trabajo/${i + 1}`, { cliente: '198.51.100.9' })).statusCode).toBe(200);
      const excedido = await crear(limitado, 'http://localhost:8080/trabajo/9', { cliente: '198.51.100.9' });
      expect(excedido.statusCode).toBe(429);
      expect(v.parse(ApiErrorSchema, excedido.json())).toMatchObject({
        code: 'DEMASIADOS_ENLACES',
        message: 'Creaste demasiados enlaces cortos en poco tiempo. Espera un minuto e inténtalo nuevamente.',
      });
      expect((await crear(limitado, 'http://localhost:8080/trabajo/9', { cliente: '198.51.100.10' })).statusCode).toBe(200);
    } finally {
      await limitado.close();
    }
  }, ARRANQUE_MS);

  it('answers 400 without a url and 404 for an unknown or malformed code', async () => {
    expect(v.parse(ApiErrorSchema, await acortar('', 400)).message).toBe('El campo «url» no puede estar vacío.');
    for (const codigo of ['zzzzzz', 'no-válido']) {
      const error = await obtener(entorno.app, `/api/enlaces-cortos/${encodeURIComponent(codigo)}`, ApiErrorSchema, 404);
      expect(error.code).toBe('ENLACE_NO_ENCONTRADO');
      expect((await entorno.app.inject({ method: 'GET', url: `/e/${encodeURIComponent(codigo)}` })).statusCode).toBe(404);
    }
  });
});

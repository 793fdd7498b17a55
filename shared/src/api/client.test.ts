/**
 * @jest-environment node
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { api, configureApi, errorMessage } from './client';
import { getNoticias } from './noticias';
import { login } from './sesion';
import { getBusqueda, getBusquedaAnticipada } from './busqueda';
import { getOfertasSimilares } from './recomendaciones';

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  accept: string | undefined;
  contentType: string | undefined;
  body: string;
}

let server: Server;
let seen: Seen[];
let answers: Array<{ status: number; body: unknown }>;

function answer(req: IncomingMessage, body: string) {
  seen.push({
    method: req.method ?? '',
    url: req.url ?? '',
    authorization: req.headers.authorization,
    accept: req.headers.accept,
    contentType: req.headers['content-type']?.split(';')[0],
    body,
  });
  return answers.shift() ?? { status: 500, body: { message: 'sin respuesta preparada' } };
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    let received = '';
    for await (const chunk of req) received += String(chunk);
    const { status, body } = answer(req, received);
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const noticias = { noticias: [], cantidadRegistros: 0, cantidadPaginas: 0, paginaActual: 1 };

function configure(jwt: string | null, onUnauthorized = jest.fn()) {
  const { port } = server.address() as AddressInfo;
  configureApi({
    baseUrl: `http://127.0.0.1:${port}/api/`,
    searchServiceUrl: `http://127.0.0.1:${port}/ss/`,
    getJwt: () => jwt,
    onUnauthorized,
    retryLimit: 2,
  });
  return onUnauthorized;
}

beforeEach(() => {
  seen = [];
  answers = [];
});

describe('api client', () => {
  it('prefixes the base URL and parses the answer', async () => {
    configure(null);
    answers = [{ status: 200, body: noticias }];
    await expect(getNoticias({ pagina: 2 })).resolves.toEqual(noticias);
    expect(seen[0]?.url).toBe('/api/noticias?pagina=2');
    // ky, loaded with this first request, still sets the Accept header of the body read.
    expect(seen[0]?.accept).toBe('application/json');
  });

  it('retries a GET answered 503 and then succeeds', async () => {
    configure(null);
    answers = [{ status: 503, body: {} }, { status: 200, body: noticias }];
    await getNoticias();
    expect(seen.map((s) => s.method)).toEqual(['GET', 'GET']);
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a GET answered %i', async (status) => {
    configure(null);
    answers = [{ status, body: {} }, { status: 200, body: noticias }];
    await expect(getNoticias()).resolves.toEqual(noticias);
    expect(seen).toHaveLength(2);
  });

  it.each(['post', 'put', 'patch', 'delete'] as const)('never retries a %s and sends its body as JSON', async (method) => {
    configure(null);
    answers = [{ status: 503, body: {} }, { status: 200, body: {} }];
    await expect(api()[method]('recurso', { json: { campo: 'valor' } })).rejects.toThrow();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: method.toUpperCase(), contentType: 'application/json', body: '{"campo":"valor"}' });
  });

  it.each([400, 418, 499, 501, 599])('raises on a %i answer', async (status) => {
    configure(null);
    answers = [{ status, body: { message: 'no' } }];
    await expect(getNoticias()).rejects.toThrow();
  });

  it('never retries a POST, even on 503', async () => {
    configure(null);
    answers = [{ status: 503, body: { message: 'caído' } }, { status: 200, body: {} }];
    await expect(login({ usuario: 'a@b.cl', clave: 'x' })).rejects.toThrow();
    expect(seen).toHaveLength(1);
  });

  it('does not retry a 404', async () => {
    configure(null);
    answers = [{ status: 404, body: { message: 'no' } }];
    await expect(getNoticias()).rejects.toThrow();
    expect(seen).toHaveLength(1);
  });

  it('sends the jwt as a bearer credential and logs out on 401', async () => {
    const onUnauthorized = configure('jwt-de-prueba');
    answers = [{ status: 401, body: { message: 'Sesión expirada' } }];
    await expect(getBusqueda({ idDominio: 857 })).rejects.toThrow();
    expect(seen[0]?.authorization).toBe('Bearer jwt-de-prueba');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('rejects an answer that does not match the contract', async () => {
    configure(null);
    answers = [{ status: 200, body: { noticias: 'no es una lista' } }];
    await expect(getNoticias()).rejects.toThrow();
  });

  it('gives the Spanish message of an error answer, or the fallback when it has none', async () => {
    configure(null);
    answers = [
      { status: 409, body: { statusCode: 409, message: 'Ya postulaste a esta oferta.' } },
      { status: 500, body: 'no es JSON' },
    ];
    const primero = await api().post('postulaciones').catch((error: unknown) => error);
    expect(await errorMessage(primero)).toBe('Ya postulaste a esta oferta.');
    const segundo = await api().post('postulaciones').catch((error: unknown) => error);
    expect(await errorMessage(segundo, 'Inténtalo nuevamente.')).toBe('Inténtalo nuevamente.');
  });

  describe('a GET asked for ahead of a tap', () => {
    const resultado = { ofertas: [], cantidadRegistros: 0, cantidadPaginas: 0, paginaActual: 2, registrosPorPagina: 20, facetas: { sueldo: [] } };

    it('asks the same URL as the client, with the jwt, and parses the answer', async () => {
      configure('jwt-de-prueba');
      answers = [{ status: 200, body: resultado }, { status: 200, body: resultado }];
      await getBusqueda({ idDominio: 857, pagina: 2, palabraClave: '' });
      await expect(getBusquedaAnticipada({ idDominio: 857, pagina: 2, palabraClave: '' })).resolves.toEqual(resultado);
      expect(seen[1]).toMatchObject({ url: seen[0]?.url, authorization: 'Bearer jwt-de-prueba', accept: 'application/json' });
    });

    it('is not retried: a failed one is left to the page, which asks again', async () => {
      configure(null);
      answers = [{ status: 503, body: {} }, { status: 200, body: resultado }];
      await expect(getBusquedaAnticipada({ idDominio: 857, pagina: 2 })).rejects.toThrow('503');
      expect(seen).toHaveLength(1);
    });

    it('rejects an answer that does not match the contract', async () => {
      configure(null);
      answers = [{ status: 200, body: { ofertas: 'no es una lista' } }];
      await expect(getBusquedaAnticipada({ idDominio: 857, pagina: 2 })).rejects.toThrow('esquema');
    });
  });

  describe('a GET of what a page shows below its first screen', () => {
    const similares = { ofertas: [] };

    it('is asked as a visitor, without the jwt, when its answer is the same for everyone', async () => {
      configure('jwt-de-prueba');
      answers = [{ status: 200, body: similares }];
      await expect(getOfertasSimilares(7)).resolves.toEqual(similares);
      expect(seen).toEqual([expect.objectContaining({ url: '/api/ofertas/7/similares', authorization: undefined })]);
    });

    it('when it fails, is asked again through the client, with its retries', async () => {
      configure(null);
      answers = [{ status: 503, body: {} }, { status: 503, body: {} }, { status: 200, body: similares }];
      await expect(getOfertasSimilares(7)).resolves.toEqual(similares);
      expect(seen).toHaveLength(3);
    });
  });
});

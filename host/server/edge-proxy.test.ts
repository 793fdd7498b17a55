/** @jest-environment node */
// The edge in front of the api, over real sockets: Expect: 100-continue, body limits and the client's address
// depend on the connection, which inject() only imitates.
import { createServer, request, type IncomingHttpHeaders, type OutgoingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as v from 'valibot';
import { ApiErrorSchema } from '@portal/shared/contract';
import { conectar, gotear } from '@portal/shared/testing/socket-lento';
import { EDGE_BODY_LIMIT } from './body-limit';
import { edgeOptionsFromEnv } from './config';
import type { EdgeOptions } from './edge';
import { testEdges } from './testing/test-edges';
import { edgeTimeoutsFromEnv } from './timeouts';

interface Received {
  headers: IncomingHttpHeaders;
  bytes: number;
}

/** Stands in for the api: answers every request with what it received (headers and the body's size). */
async function startEchoApi(): Promise<{ url: string; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    let bytes = 0;
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => {
      received.push({ headers: req.headers, bytes });
      res.setHeader('content-type', 'application/json');
      res.setHeader('strict-transport-security', 'max-age=15552000; includeSubDomains');
      res.end(JSON.stringify({ bytes, headers: req.headers }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** Whether the edge said "100 Continue" (only asked with an Expect header). */
  continued: boolean;
}

/** One request over a socket of its own; with `Expect: 100-continue` the body waits for the edge's go-ahead. */
function send(port: number, path: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: OutgoingHttpHeaders; body?: Buffer } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let continued = false;
    let answered = false;
    const req = request({ host: '127.0.0.1', port, path, method, headers, agent: false });
    req.on('continue', () => {
      continued = true;
      req.end(body);
    });
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8'), continued });
        req.destroy();
      });
    });
    // A refused body may still be on its way when the edge closes the connection: the answer is what counts.
    req.on('error', (error) => (answered ? undefined : reject(error)));
    if (!headers.expect) req.end(body);
  });
}

const BOUNDARY = '----portal-cv';

/** A multipart application as a browser sends it: idOferta and a CV of `size` bytes. */
function multipartCv(size: number): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="idOferta"\r\n\r\n123\r\n`),
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="curriculum"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    Buffer.alloc(size, 0x25),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

const { edgeWith, buildDir } = testEdges();
let api: Awaited<ReturnType<typeof startEchoApi>>;

/** An edge listening on a port of its own, in front of `apiUrl`. */
async function startEdge(options: Partial<EdgeOptions> = {}, env: NodeJS.ProcessEnv = {}): Promise<number> {
  const edge = await edgeWith(options, { API_URL: api.url, ...env });
  await edge.listen({ port: 0, host: '127.0.0.1' });
  return (edge.server.address() as AddressInfo).port;
}

function apiError(answer: Answer) {
  return v.parse(ApiErrorSchema, JSON.parse(answer.body));
}

beforeAll(async () => {
  api = await startEchoApi();
});
beforeEach(() => api.received.splice(0));
afterAll(async () => {
  await api.close();
});

describe('uploads through the edge', () => {
  it('hands a 3 MB CV sent with Expect: 100-continue (as curl sends it) on to the api', async () => {
    const port = await startEdge();
    const body = multipartCv(3_000_000);
    const answer = await send(port, '/api/postulaciones', {
      method: 'POST',
      headers: { 'content-type': MULTIPART, 'content-length': body.length, expect: '100-continue' },
      body,
    });
    expect({ status: answer.status, continued: answer.continued }).toEqual({ status: 200, continued: true });
    expect(api.received).toEqual([expect.objectContaining({ bytes: body.length })]);
  });

  it('refuses a body declared over the limit with 413 in Spanish before it is sent, and never bothers the api', async () => {
    const port = await startEdge({ bodyLimit: 1_000_000 });
    const body = multipartCv(2_000_000);
    const answer = await send(port, '/api/postulaciones', {
      method: 'POST',
      headers: { 'content-type': MULTIPART, 'content-length': body.length, expect: '100-continue' },
      body,
    });
    expect({ status: answer.status, continued: answer.continued }).toEqual({ status: 413, continued: false });
    expect(apiError(answer)).toEqual({ statusCode: 413, error: 'Payload Too Large', message: 'La solicitud es demasiado grande.', code: 'PROXY_CUERPO_DEMASIADO_GRANDE' });
    expect(api.received).toEqual([]);
  });

  it('refuses a body larger than any application the api accepts, by its declared size alone', async () => {
    const port = await startEdge();
    const answer = await send(port, '/api/postulaciones', {
      method: 'POST',
      headers: { 'content-type': MULTIPART, 'content-length': EDGE_BODY_LIMIT + 1, expect: '100-continue' },
    });
    expect({ status: answer.status, continued: answer.continued }).toEqual({ status: 413, continued: false });
    expect(apiError(answer).code).toBe('PROXY_CUERPO_DEMASIADO_GRANDE');
  });

  it('answers 413, not a broken pipe, when a chunked body passes the limit on its way', async () => {
    const port = await startEdge({ bodyLimit: 1_000_000 });
    const answer = await send(port, '/api/postulaciones', {
      method: 'POST',
      headers: { 'content-type': MULTIPART, 'transfer-encoding': 'chunked' },
      body: multipartCv(3_000_000),
    });
    expect(answer.status).toBe(413);
    expect(apiError(answer).code).toBe('PROXY_CUERPO_DEMASIADO_GRANDE');
  });
});

describe('errors of the edge, in the api\'s Spanish shape', () => {
  it('answers 502 PROXY_API_NO_DISPONIBLE when the api is down', async () => {
    const down = await startEchoApi();
    await down.close();
    const port = await startEdge({}, { API_URL: down.url });
    const answer = await send(port, '/api/ofertas/1');
    expect(answer.status).toBe(502);
    expect(apiError(answer)).toEqual({
      statusCode: 502,
      error: 'Bad Gateway',
      message: 'El servicio no está disponible en este momento. Inténtalo nuevamente en unos minutos.',
      code: 'PROXY_API_NO_DISPONIBLE',
    });
  });

  it.each(['a b', '[::1', 'localhost:99999', 'evil.test/x', 'user@localhost'])('answers 400 HOST_INVALIDO to the Host «%s», on pages and on the api', async (host) => {
    const port = await startEdge();
    for (const path of ['/', '/trabajo/123', '/api/ofertas/1']) {
      const answer = await send(port, path, { headers: { host } });
      expect(answer.status).toBe(400);
      expect(apiError(answer)).toMatchObject({ statusCode: 400, code: 'HOST_INVALIDO' });
    }
    expect(api.received).toEqual([]);
  });
});

describe("the api's images through the edge", () => {
  it("keeps an SVG's own policy and gives every other answer the pages' one", async () => {
    const logos = createServer((req, res) => {
      if (req.url?.endsWith('.svg')) {
        res.setHeader('content-type', 'image/svg+xml; charset=utf-8');
        res.setHeader('content-security-policy', "default-src 'none'; sandbox");
        res.end('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>');
      } else {
        res.setHeader('content-type', 'application/json');
        res.setHeader('content-security-policy', "default-src 'none'; sandbox");
        res.end('{}');
      }
    });
    await new Promise<void>((resolve) => logos.listen(0, '127.0.0.1', resolve));
    try {
      const port = await startEdge({}, { API_URL: `http://127.0.0.1:${(logos.address() as AddressInfo).port}` });
      const logo = await send(port, '/api/empresas/1/logo.svg');
      expect(logo.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(logo.headers['x-content-type-options']).toBe('nosniff');
      const json = await send(port, '/api/ofertas/1');
      expect(json.headers['content-security-policy']).toContain("script-src 'self'");
    } finally {
      await new Promise((resolve) => logos.close(resolve));
    }
  });
});

describe("the client's address as the api sees it", () => {
  const forged = { 'x-forwarded-for': '6.6.6.6', 'x-forwarded-host': 'evil.test', 'x-forwarded-proto': 'https' };

  it('is the socket peer, replacing whatever X-Forwarded-* the client wrote', async () => {
    const port = await startEdge();
    await send(port, '/api/ofertas/1', { headers: { host: 'localhost:8080', ...forged } });
    expect(api.received[0]?.headers).toMatchObject({ 'x-forwarded-for': '127.0.0.1', 'x-forwarded-host': 'localhost:8080', 'x-forwarded-proto': 'http' });
  });

  // A client at 203.0.113.7 that wrote X-Forwarded-For: 1.2.3.4 itself, through a proxy that appends the address it saw.
  const throughProxy = { host: '127.0.0.1', 'x-forwarded-for': '1.2.3.4, 203.0.113.7', 'x-forwarded-host': 'localhost', 'x-forwarded-proto': 'https' };

  it.each([{ EDGE_PROXY_HOPS: '1' }, { EDGE_TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8' }, { EDGE_TRUST_PROXY: '1' }])(
    'through one trusted proxy (%j), is the address the proxy saw, never the one the client wrote before it',
    async (env) => {
      const port = await startEdge({}, env);
      await send(port, '/api/ofertas/1', { headers: throughProxy });
      expect(api.received[0]?.headers).toMatchObject({ 'x-forwarded-for': '203.0.113.7', 'x-forwarded-host': 'localhost', 'x-forwarded-proto': 'https' });
    },
  );

  it('through two proxies (EDGE_PROXY_HOPS=2), is the address the outer one saw', async () => {
    const port = await startEdge({}, { EDGE_PROXY_HOPS: '2' });
    await send(port, '/api/ofertas/1', { headers: { ...throughProxy, 'x-forwarded-for': '1.2.3.4, 203.0.113.7, 10.0.0.5' } });
    expect(api.received[0]?.headers['x-forwarded-for']).toBe('203.0.113.7');
  });

  it('from a peer that is not a listed proxy, is that peer, and none of its X-Forwarded-* headers is believed', async () => {
    const port = await startEdge({}, { EDGE_TRUSTED_PROXIES: '10.0.0.0/8' });
    await send(port, '/api/ofertas/1', { headers: { ...throughProxy, host: 'localhost:8080' } });
    expect(api.received[0]?.headers).toMatchObject({ 'x-forwarded-for': '127.0.0.1', 'x-forwarded-host': 'localhost:8080', 'x-forwarded-proto': 'http' });
  });

  it.each([
    [{ EDGE_PROXY_HOPS: 'todos' }, /EDGE_PROXY_HOPS/],
    [{ EDGE_PROXY_HOPS: '0' }, /EDGE_PROXY_HOPS/],
    [{ EDGE_TRUSTED_PROXIES: '10.0.0.0/33' }, /EDGE_TRUSTED_PROXIES: «10\.0\.0\.0\/33»/],
    [{ EDGE_TRUSTED_PROXIES: 'proxy.interno' }, /EDGE_TRUSTED_PROXIES/],
    [{ EDGE_TRUSTED_PROXIES: '10.0.0.1', EDGE_PROXY_HOPS: '1' }, /no se combinan/],
  ])('stops the edge at start on a proxy setting it cannot read (%j)', (env, message) => {
    expect(() => edgeOptionsFromEnv({ API_URL: api.url, ...env }, buildDir())).toThrow(message);
  });
});

describe('slow visitors and a slow api', () => {
  /** Short enough for a test, long enough for a loaded machine to pass a normal request in between. */
  const SHORT = { EDGE_HEADERS_TIMEOUT_MS: '1000', EDGE_REQUEST_TIMEOUT_MS: '4000', EDGE_IDLE_TIMEOUT_MS: '2500', EDGE_API_TIMEOUT_MS: '1000' };
  const upload = (length: number) =>
    `POST /api/postulaciones HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: ${MULTIPART}\r\ncontent-length: ${length}\r\n\r\n--${BOUNDARY}\r\n`;

  /** An api that reads what it is sent and never answers; it counts the requests whose client went away mid-body. */
  async function startSilentApi() {
    let dropped = 0;
    const server = createServer((req) => {
      req.resume();
      req.on('close', () => (dropped += req.complete ? 0 : 1));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      dropped: () => dropped,
      close: () => new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    };
  }

  it('closes the connection of a visitor whose upload stops, and drops the request it was streaming to the api', async () => {
    const silent = await startSilentApi();
    try {
      const port = await startEdge({}, { ...SHORT, API_URL: silent.url });
      const client = await conectar(port, upload(1_000_000));
      expect(await client.cierre(15_000)).not.toBeNull();
      const until = Date.now() + 10_000;
      while (silent.dropped() === 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(silent.dropped()).toBe(1);
    } finally {
      await silent.close();
    }
  }, 30_000);

  it('answers 408 to a visitor whose body trickles past EDGE_REQUEST_TIMEOUT_MS, even if it never stops for long', async () => {
    const port = await startEdge({}, SHORT);
    const started = Date.now();
    const client = await conectar(port, upload(1_000_000));
    gotear(client, 200, 20_000);
    expect(await client.cierre(20_000)).toMatch(/^HTTP\/1\.1 408 /);
    expect(Date.now() - started).toBeGreaterThanOrEqual(Number(SHORT.EDGE_REQUEST_TIMEOUT_MS) - 100);
  }, 30_000);

  it('answers 504 PROXY_API_SIN_RESPUESTA when the api does not answer within EDGE_API_TIMEOUT_MS', async () => {
    const silent = await startSilentApi();
    try {
      const port = await startEdge({}, { ...SHORT, API_URL: silent.url });
      const answer = await Promise.race([send(port, '/api/ofertas/1'), new Promise<null>((resolve) => setTimeout(() => resolve(null), 15_000))]);
      expect(answer && { status: answer.status, code: apiError(answer).code }).toEqual({ status: 504, code: 'PROXY_API_SIN_RESPUESTA' });
    } finally {
      await silent.close();
    }
  }, 30_000);

  it('take their limits from EDGE_*_TIMEOUT_MS, with defaults a 5 MB upload from a slow phone fits in', () => {
    expect(edgeTimeoutsFromEnv({})).toEqual({ headersMs: 10_000, requestMs: 120_000, idleMs: 30_000, keepAliveMs: 72_000, apiMs: 20_000 });
    expect(edgeTimeoutsFromEnv({ EDGE_API_TIMEOUT_MS: '50000', EDGE_IDLE_TIMEOUT_MS: '60000' })).toMatchObject({ apiMs: 50_000, idleMs: 60_000 });
    expect(() => edgeTimeoutsFromEnv({ EDGE_REQUEST_TIMEOUT_MS: '-1' })).toThrow('EDGE_REQUEST_TIMEOUT_MS debe ser un número entero de milisegundos mayor que 0: -1');
    // The visitor would lose the connection before the api's 504 reached them.
    expect(() => edgeTimeoutsFromEnv({ EDGE_API_TIMEOUT_MS: '30000' })).toThrow(/^EDGE_API_TIMEOUT_MS \(30000\) debe ser menor que EDGE_IDLE_TIMEOUT_MS \(30000\)/);
  });
});

import { configureApi, olvidarPrecargas } from '@portal/shared/api';

export interface StubReply {
  status?: number;
  body: unknown;
}

/** A request as the api received it; the body is read when it is sent. */
export interface RecordedRequest {
  url: URL;
  method: string;
  headers: Headers;
  body: string;
}

export type Responder = (request: RecordedRequest) => StubReply | Promise<StubReply>;

/**
 * Points the shared api client at http://api.test and answers its requests with `respond`: the network is
 * stubbed at the client boundary, so the real fetchers and schemas run. `jwt`: the signed-in candidate's.
 */
export function stubApi(respond: Responder, { jwt = null }: { jwt?: string | null } = {}) {
  configureApi({
    baseUrl: 'http://api.test/api/',
    searchServiceUrl: 'http://api.test/ss/',
    getJwt: () => jwt,
    onUnauthorized: () => {},
    retryLimit: 0,
  });
  // Answers a previous test prefetched are not this api's.
  olvidarPrecargas();
  const requests: RecordedRequest[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const recorded = { url: new URL(request.url), method: request.method, headers: request.headers, body: await request.text() };
    requests.push(recorded);
    const { status = 200, body } = await respond(recorded);
    // A 204 or 205 answer has no body at all.
    if (status === 204 || status === 205) return new Response(null, { status });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  globalThis.fetch = fetchMock;
  return { fetchMock, requests };
}

/** A reply held until the test releases it, to order answers. */
export function deferredReply() {
  let release: (reply: StubReply) => void = () => {};
  const promise = new Promise<StubReply>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

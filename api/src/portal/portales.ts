// The portal a request names by its idDominio, read once and kept a minute: portals change rarely, and
// searches, lists and sitemaps ask for the same few. `app.conPortal` (a preHandler, like `app.autenticar`)
// sets `request.portal` from the route's validated `idDominio`, in its query or its body.
import fp from 'fastify-plugin';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { CacheTtl } from '../cache-ttl';
import { ApiError } from '../errors';
import { cargarPortal, portalNoEncontrado, type Portal } from './portal';

export interface Portales {
  /** The portal, or 404 DOMINIO_NO_ENCONTRADO. */
  existente(idDominio: number): Promise<Portal>;
  /** The portal, or undefined when there is none (a job alert whose portal is gone). */
  buscar(idDominio: number): Promise<Portal | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    portales: Portales;
    conPortal: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    /** The request's portal: always set behind `app.conPortal`, null elsewhere. */
    portal: Portal | null;
  }
}

function idDominioDe(request: FastifyRequest): number {
  const { idDominio } = { ...(request.body as object | undefined), ...(request.query as object | undefined) } as { idDominio?: unknown };
  if (typeof idDominio !== 'number') throw new Error(`${request.routeOptions.url ?? request.url} usa app.conPortal sin un idDominio en su query o su body.`);
  return idDominio;
}

export const portales = fp(
  async (app) => {
    // A portal that does not exist is not remembered (CacheTtl forgets a failure): once created, it is found.
    const cache = new CacheTtl<Portal>(60_000, 100);
    const existente = (idDominio: number) =>
      cache.obtener(String(idDominio), async () => (await cargarPortal(app.k, idDominio)) ?? Promise.reject(portalNoEncontrado(idDominio)));
    const buscar = (idDominio: number) =>
      existente(idDominio).catch((error: unknown) => (error instanceof ApiError && error.code === 'DOMINIO_NO_ENCONTRADO' ? undefined : Promise.reject(error)));
    app.decorate('portales', { existente, buscar });
    app.decorateRequest('portal', null);
    app.decorate('conPortal', async (request: FastifyRequest) => {
      request.portal = await existente(idDominioDe(request));
    });
  },
  { name: 'portales', dependencies: ['base-de-datos'] },
);

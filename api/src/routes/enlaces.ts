// URL shortener (SPEC.md section 7): POST /api/enlaces-cortos, GET /api/enlaces-cortos/:codigo and the
// redirect GET /e/:codigo. Only pages on the portal's own origins are accepted, so it is never an open
// redirect (src/enlaces/).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { codigoPara, contarClic, enlace, ENLACES_POR_MINUTO, urlPermitida } from '../enlaces/enlaces';
import { SinCuerpo, respuestas } from '../esquemas/comunes';
import { limitePorDireccion } from '../red/limite';

const Body = Type.Object({ url: Type.String({ minLength: 1, maxLength: 2000 }) });
const Params = Type.Object({ codigo: Type.String({ minLength: 1, maxLength: 16 }) });
const EnlaceCorto = Type.Object({ codigo: Type.String(), urlCorta: Type.String() });
const EnlaceCortoDetalle = Type.Object({ url: Type.String(), clics: Type.Integer() });
const Redireccion = SinCuerpo('Redirige (Location) a la página del enlace');

export interface EnlacesOptions {
  enlacesPorMinuto?: number;
}

export const enlacesRoutes: FastifyPluginAsyncTypebox<EnlacesOptions> = async (app, { enlacesPorMinuto = ENLACES_POR_MINUTO }) => {
  const { k } = app;
  const limite = limitePorDireccion('enlaces', enlacesPorMinuto, 'DEMASIADOS_ENLACES');

  app.post(
    '/api/enlaces-cortos',
    { schema: { summary: 'Crea el enlace corto de una página del portal', operationId: 'acortarEnlace', tags: ['enlaces'], body: Body, response: respuestas({ 200: EnlaceCorto }, 400, 429) }, config: { rateLimit: limite } },
    async (request) => {
      const url = await urlPermitida(k, request.body.url.trim(), app.origenesPortal);
      const codigo = await codigoPara(k, url.href);
      // The portal's edge proxies /e/* to the api, so the short link lives on the shared URL's own origin.
      return { codigo, urlCorta: `${url.origin}/e/${codigo}` };
    },
  );

  app.get(
    '/api/enlaces-cortos/:codigo',
    {
      schema: {
        summary: 'Destino y clics de un enlace corto',
        operationId: 'obtenerEnlaceCorto',
        description: 'Un navegador que abre la urlCorta (/e/{codigo}) recibe un 302 a este mismo destino, y el clic se cuenta.',
        tags: ['enlaces'],
        params: Params,
        response: respuestas({ 200: EnlaceCortoDetalle }, 400, 404),
      },
    },
    async (request) => enlace(k, request.params.codigo),
  );

  // A browser's address, not a call of the api: documented under obtenerEnlaceCorto (OpenAPI asks every operation for a 2xx).
  app.get('/e/:codigo', { schema: { hide: true, params: Params, response: respuestas({ 302: Redireccion }, 400, 404) } }, async (request, reply) => {
    const { url } = await enlace(k, request.params.codigo);
    await contarClic(k, request.params.codigo);
    return reply.header('cache-control', 'no-store').redirect(url, 302);
  });
};

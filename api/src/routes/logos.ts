// GET /api/empresas/:idEmpresa/logo.svg: the company's logo (logos/logo.ts), the image `empresa.url_logo`
// points at. An SVG on the api's own origin is a document that could run script if opened: it carries
// nothing but escaped text, and a policy that forbids everything (sandbox included) in case it ever did.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { apiError } from '../errors';
import { logoSvg, versionLogo } from '../logos/logo';
import { Id, SinCuerpo, respuestas } from '../esquemas/comunes';

const Params = Type.Object({ idEmpresa: Id() });
const Query = Type.Object({ v: Type.Optional(Type.String({ maxLength: 16, description: 'Versión del logo (la da urlLogo)' })) });
const Svg = Type.Unsafe<string>({ description: 'SVG de 96×96', content: { 'image/svg+xml': { schema: { type: 'string' } } } });

export const POLITICA_LOGO = "default-src 'none'; sandbox";

export const logosRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const schema = { summary: 'Logo de una empresa', operationId: 'obtenerLogoEmpresa', tags: ['contenido'], params: Params, querystring: Query, response: respuestas({ 200: Svg, 304: SinCuerpo('La misma versión que If-None-Match') }, 400, 404) };
  app.get('/api/empresas/:idEmpresa/logo.svg', { schema }, async (request, reply) => {
    const { idEmpresa } = request.params;
    const empresa = await app.k.selectFrom('empresa').select('nombre_fantasia').where('id_empresa', '=', idEmpresa).executeTakeFirst();
    if (!empresa) throw apiError('EMPRESA_NO_ENCONTRADA');
    const version = versionLogo(empresa.nombre_fantasia);
    const etag = `"${version}"`;
    // The versioned URL (urlLogo) never changes content; any other may, once the company is renamed.
    reply
      .header('cache-control', request.query.v === version ? 'public, max-age=31536000, immutable' : 'public, max-age=86400')
      .header('etag', etag)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', POLITICA_LOGO);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(logoSvg(idEmpresa, empresa.nombre_fantasia));
  });
};

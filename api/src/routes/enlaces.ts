// URL shortener (SPEC.md section 7): POST /api/enlaces-cortos, GET /api/enlaces-cortos/:codigo and the
// redirect GET /e/:codigo. Only URLs of the portal's own domains are accepted, so it is never an open redirect.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { aBase62, deBase62 } from '../enlaces/base62';
import { apiError } from '../errors';
import { SinCuerpo, respuestas } from '../esquemas/comunes';

const Body = Type.Object({ url: Type.String({ minLength: 1, maxLength: 2000 }) });
const Params = Type.Object({ codigo: Type.String({ minLength: 1, maxLength: 16 }) });
const EnlaceCorto = Type.Object({ codigo: Type.String(), urlCorta: Type.String() });
const EnlaceCortoDetalle = Type.Object({ url: Type.String(), clics: Type.Integer() });
const Redireccion = SinCuerpo('Redirige (Location) a la página del enlace');

/** The URL when it is an http(s) page of one of the portals, without credentials; otherwise null. */
function urlDelPortal(texto: string, dominios: Set<string>): URL | null {
  let url: URL;
  try {
    url = new URL(texto);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || !dominios.has(url.hostname)) return null;
  // Links to the api or to other short links are not pages a visitor shares.
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/e/')) return null;
  return url;
}

export const enlacesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { k } = app;

  const dominios = async () => new Set((await k.selectFrom('dominio').select('dominio').execute()).map((d) => d.dominio));

  async function enlace(codigo: string) {
    const id = deBase62(codigo);
    const fila = id === null ? undefined : await k.selectFrom('enlace_corto').select(['url', 'clics']).where('id_enlace', '=', id).executeTakeFirst();
    if (!fila) throw apiError('ENLACE_NO_ENCONTRADO');
    return { id: id!, ...fila };
  }

  app.post('/api/enlaces-cortos', { schema: { tags: ['enlaces'], body: Body, response: respuestas({ 200: EnlaceCorto }, 400) } }, async (request) => {
    const url = urlDelPortal(request.body.url.trim(), await dominios());
    if (!url) throw apiError('URL_NO_PERMITIDA');
    // The same URL always gets the same code: the no-op update makes RETURNING give the existing row.
    const { id_enlace } = await k
      .insertInto('enlace_corto')
      .values({ url: url.href })
      .onConflict((oc) => oc.column('url').doUpdateSet({ url: url.href }))
      .returning('id_enlace')
      .executeTakeFirstOrThrow();
    const codigo = aBase62(id_enlace);
    // The portal's edge proxies /e/* to the api, so the short link lives on the shared URL's own origin.
    return { codigo, urlCorta: `${url.origin}/e/${codigo}` };
  });

  app.get('/api/enlaces-cortos/:codigo', { schema: { tags: ['enlaces'], params: Params, response: respuestas({ 200: EnlaceCortoDetalle }, 400, 404) } }, async (request) => {
    const { url, clics } = await enlace(request.params.codigo);
    return { url, clics };
  });

  app.get('/e/:codigo', { schema: { tags: ['enlaces'], params: Params, response: respuestas({ 302: Redireccion }, 400, 404) } }, async (request, reply) => {
    const { id, url } = await enlace(request.params.codigo);
    await k.updateTable('enlace_corto').set((eb) => ({ clics: eb('clics', '+', 1) })).where('id_enlace', '=', id).execute();
    return reply.header('cache-control', 'no-store').redirect(url, 302);
  });
};

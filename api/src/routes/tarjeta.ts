// GET /api/ofertas/:idOferta/card.png: the offer's social card (og:image), drawn once per version of its
// texts and kept in memory. The URL pageMeta gives carries that version (`v`), so it is cached forever.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_PORTAL_CONFIG } from '@portal/shared/contract';
import { cardVersion, type CardContent } from '@portal/shared/routes';
import { Type } from 'typebox';
import { Id, SinCuerpo, respuestas } from '../esquemas/comunes';
import { ofertaNoEncontrada } from '../ofertas/errores';
import { aResumen, ofertasConEmpresa } from '../ofertas/resumen';
import { dibujarTarjeta } from '../ofertas/tarjeta';
import { normalizarDominio } from '../portal/configuracion';

const Params = Type.Object({ idOferta: Id() });
const Query = Type.Object({
  dominio: Type.Optional(Type.String({ minLength: 1, maxLength: 253, description: 'Portal cuyo nombre lleva la tarjeta' })),
  v: Type.Optional(Type.String({ maxLength: 16, description: 'Versión de la tarjeta (la da pageMeta)' })),
});

/** About 40-60 KB a card: a few hundred cards stay well under 20 MB. */
const MAX_EN_MEMORIA = 300;

const Png = Type.Unsafe<Buffer>({ description: 'PNG de 1200×630', content: { 'image/png': { schema: { type: 'string', format: 'binary' } } } });
const NoModificada = SinCuerpo('La misma versión que If-None-Match');

export const tarjetaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { k } = app;
  // Insertion-ordered: a hit is moved to the end, the oldest entry goes first (LRU).
  const cache = new Map<string, Buffer>();

  function png(version: string, card: CardContent): Buffer {
    const guardada = cache.get(version);
    if (guardada) {
      cache.delete(version);
      cache.set(version, guardada);
      return guardada;
    }
    const nueva = dibujarTarjeta(card);
    cache.set(version, nueva);
    if (cache.size > MAX_EN_MEMORIA) cache.delete(cache.keys().next().value!);
    return nueva;
  }

  const schema = { tags: ['ofertas'], params: Params, querystring: Query, response: respuestas({ 200: Png, 304: NoModificada }, 400, 404) };
  app.get('/api/ofertas/:idOferta/card.png', { schema }, async (request, reply) => {
    const { idOferta } = request.params;
    const fila = await ofertasConEmpresa(k).where('o.id_oferta', '=', idOferta).executeTakeFirst();
    if (!fila) throw ofertaNoEncontrada(idOferta);
    const portal = request.query.dominio
      ? await k.selectFrom('dominio').select('nombre').where('dominio', '=', normalizarDominio(request.query.dominio)).executeTakeFirst()
      : undefined;
    const card: CardContent = { ...aResumen(fila), portal: portal?.nombre ?? DEFAULT_PORTAL_CONFIG.nombre };
    const version = cardVersion(card);
    const etag = `"${version}"`;
    // The versioned URL never changes content; any other URL of the card may, once the offer is edited.
    reply.header('cache-control', request.query.v === version ? 'public, max-age=31536000, immutable' : 'public, max-age=300').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('image/png').send(png(version, card));
  });
};

// GET /api/ofertas/:idOferta/card.png: the offer's social card (og:image), drawn once per version of its
// texts, off the event loop, and kept in memory (src/ofertas/tarjetas-en-memoria.ts). The URL pageMeta
// gives carries that version (`v`), so it is cached forever. Cards to draw are limited per address.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_PORTAL_CONFIG } from '@portal/shared/contract';
import { cardVersion, type CardContent } from '@portal/shared/routes';
import { Type } from 'typebox';
import type { Db } from '../db/db';
import { createKysely } from '../db/kysely';
import { ApiError } from '../errors';
import { aResumen, ofertasConEmpresa } from '../ofertas/resumen';
import { DEMASIADAS_TARJETAS, TARJETAS_POR_MINUTO, tarjetasEnMemoria } from '../ofertas/tarjetas-en-memoria';
import { limitePorDireccion } from '../red/limite';
import { normalizarDominio } from './portal';

const Params = Type.Object({ idOferta: Type.Integer({ minimum: 1 }) });
const Query = Type.Object({
  dominio: Type.Optional(Type.String({ minLength: 1, maxLength: 253, description: 'Portal cuyo nombre lleva la tarjeta' })),
  v: Type.Optional(Type.String({ maxLength: 16, description: 'Versión de la tarjeta (la da pageMeta)' })),
});

export const tarjetaRoutes: FastifyPluginAsyncTypebox<{ db: Db; tarjetasPorMinuto?: number }> = async (app, { db, tarjetasPorMinuto = TARJETAS_POR_MINUTO }) => {
  const k = createKysely(db);
  const tarjetas = tarjetasEnMemoria();
  const limite = limitePorDireccion(
    'tarjetas',
    tarjetasPorMinuto,
    DEMASIADAS_TARJETAS,
    'Pediste demasiadas imágenes de ofertas en poco tiempo. Espera un minuto e inténtalo nuevamente.',
  );
  const contarDibujo = app.createRateLimit(limite);

  app.get('/api/ofertas/:idOferta/card.png', { schema: { tags: ['ofertas'], params: Params, querystring: Query } }, async (request, reply) => {
    const { idOferta } = request.params;
    const fila = await ofertasConEmpresa(k).where('o.id_oferta', '=', idOferta).executeTakeFirst();
    if (!fila) throw new ApiError(404, 'OFERTA_NO_ENCONTRADA', `La oferta ${idOferta} no existe o fue eliminada.`);
    const portal = request.query.dominio
      ? await k.selectFrom('dominio').select('nombre').where('dominio', '=', normalizarDominio(request.query.dominio)).executeTakeFirst()
      : undefined;
    const card: CardContent = { ...aResumen(fila), portal: portal?.nombre ?? DEFAULT_PORTAL_CONFIG.nombre };
    const version = cardVersion(card);
    const etag = `"${version}"`;
    // The versioned URL never changes content; any other URL of the card may, once the offer is edited.
    reply.header('cache-control', request.query.v === version ? 'public, max-age=31536000, immutable' : 'public, max-age=300').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    const png = await tarjetas.png(version, card, async () => {
      const cuenta = await contarDibujo(request);
      if (!cuenta.isAllowed && cuenta.isExceeded) throw limite.errorResponseBuilder();
    });
    return reply.type('image/png').send(png);
  });
};

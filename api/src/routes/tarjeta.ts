// GET /api/ofertas/:idOferta/card.png: the offer's social card (og:image), drawn once per version of its
// texts, off the event loop, and kept in memory (src/ofertas/tarjetas-en-memoria.ts). The URL pageMeta
// gives carries that version (`v`), so it is cached forever. Cards to draw are limited per address.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_PORTAL_CONFIG } from '@portal/shared/contract';
import { cardVersion, type CardContent } from '@portal/shared/metadatos';
import { Type } from 'typebox';
import { Id, SinCuerpo, respuestas } from '../esquemas/comunes';
import { apiErrorConEspera } from '../errors';
import { ofertaNoEncontrada } from '../ofertas/errores';
import { aResumen, ofertasConEmpresa } from '../ofertas/resumen';
import { TARJETAS_POR_MINUTO, tarjetasEnMemoria } from '../ofertas/tarjetas-en-memoria';
import { normalizarDominio } from '../portal/configuracion';
import { limitePorDireccion } from '../red/limite';

const Params = Type.Object({ idOferta: Id() });
const Query = Type.Object({
  dominio: Type.Optional(Type.String({ minLength: 1, maxLength: 253, description: 'Portal cuyo nombre lleva la tarjeta' })),
  v: Type.Optional(Type.String({ maxLength: 16, description: 'Versión de la tarjeta (la da pageMeta)' })),
});

const Png = Type.Unsafe<Buffer>({ description: 'PNG de 1200×630', content: { 'image/png': { schema: { type: 'string', format: 'binary' } } } });
const NoModificada = SinCuerpo('La misma versión que If-None-Match');

export const tarjetaRoutes: FastifyPluginAsyncTypebox<{ tarjetasPorMinuto?: number }> = async (app, { tarjetasPorMinuto = TARJETAS_POR_MINUTO }) => {
  const { k } = app;
  const tarjetas = tarjetasEnMemoria();
  const limite = limitePorDireccion('tarjetas', tarjetasPorMinuto, 'DEMASIADAS_TARJETAS');
  const contarDibujo = app.createRateLimit(limite);

  const schema = { summary: 'Imagen de una oferta para compartirla (og:image)', operationId: 'obtenerTarjetaOferta', tags: ['ofertas'], params: Params, querystring: Query, response: respuestas({ 200: Png, 304: NoModificada }, 400, 404, 429) };
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
    const png = await tarjetas.png(version, card, async () => {
      const cuenta = await contarDibujo(request);
      if (!cuenta.isAllowed && cuenta.isExceeded) throw apiErrorConEspera('DEMASIADAS_TARJETAS', cuenta.ttlInSeconds);
    });
    return reply.type('image/png').send(png);
  });
};

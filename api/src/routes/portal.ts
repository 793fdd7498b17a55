// GET /api/config/portal?dominio=…: the white-label configuration of a host name.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Db } from '../db/db';
import { createKysely } from '../db/kysely';
import { ApiError } from '../errors';

const Query = Type.Object({
  dominio: Type.String({ minLength: 1, maxLength: 253, description: 'Nombre del host, sin puerto (p. ej. saae.localhost)' }),
});

/** Host names are case-insensitive and the client may send a port: both are ignored. */
export function normalizarDominio(dominio: string): string {
  return dominio.trim().toLowerCase().replace(/:\d+$/, '');
}

export const portalRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  const k = createKysely(db);

  app.get('/api/config/portal', { schema: { tags: ['portal'], querystring: Query } }, async (request) => {
    const dominio = normalizarDominio(request.query.dominio);
    const portal = await k
      .selectFrom('dominio as d')
      .selectAll('d')
      .select((eb) =>
        eb
          .exists(eb.selectFrom('canal as c').whereRef('c.id_dominio', '=', 'd.id_dominio').where('c.estado', '=', 1).select('c.id_canal'))
          .as('tiene_canal'),
      )
      .where('d.dominio', '=', dominio)
      .executeTakeFirst();
    if (!portal) {
      throw new ApiError(404, 'DOMINIO_NO_ENCONTRADO', `No hay un portal configurado para el dominio «${dominio}».`);
    }
    const feria =
      portal.tipo_portal === 'FERIA' && portal.feria_inicio && portal.feria_termino
        ? {
            fechaInicio: new Date(portal.feria_inicio).toISOString(),
            fechaTermino: new Date(portal.feria_termino).toISOString(),
            preRegistroHabilitado: portal.pre_registro_habilitado,
          }
        : null;
    return {
      idDominio: portal.id_dominio,
      dominio: portal.dominio,
      nombre: portal.nombre,
      descripcion: portal.descripcion,
      tipoPortal: portal.tipo_portal,
      estado: portal.estado,
      urlCSS: portal.url_css,
      urlCardOg: portal.url_card_og,
      tieneCanal: Boolean(portal.tiene_canal),
      idAnalytics: portal.id_analytics,
      configuracionFeria: feria,
    };
  });
};

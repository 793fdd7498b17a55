// GET /api/searchjob: active offers of a portal, Spanish full-text keyword, orderings, 15 a page, salary facet.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import type { Db } from '../db/db';
import { createKysely } from '../db/kysely';
import { ApiError } from '../errors';
import { aResumen, ofertasConEmpresa } from '../ofertas/resumen';
import { columnasTramos, facetaSueldo } from '../busqueda/facetas';
import { ofertasFiltradas, type Filtros } from '../busqueda/filtros';
import { ParametrosBusqueda, tsqueryPrefijo } from '../busqueda/parametros';

export const REGISTROS_POR_PAGINA = 15;

export const busquedaRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  const k = createKysely(db);

  /** A keyword made only of stop words ("de", "la") is no keyword at all, not "match nothing". */
  async function tsqueryUtil(palabraClave: string | undefined): Promise<string | null> {
    const tsquery = tsqueryPrefijo(palabraClave);
    if (!tsquery) return null;
    const { rows } = await db.query<{ n: number }>(`SELECT numnode(to_tsquery('es', $1))::int AS n`, [tsquery]);
    return rows[0]?.n ? tsquery : null;
  }

  app.get('/api/searchjob', { schema: { tags: ['busqueda'], querystring: ParametrosBusqueda } }, async (request) => {
    const params = request.query;
    const portal = await k
      .selectFrom('dominio')
      .select(['id_dominio as idDominio', 'tipo_portal as tipoPortal'])
      .where('id_dominio', '=', params.idDominio)
      .executeTakeFirst();
    if (!portal) throw new ApiError(404, 'DOMINIO_NO_ENCONTRADO', `No existe el portal con idDominio ${params.idDominio}.`);

    const filtros: Filtros = { ...params, tsquery: await tsqueryUtil(params.palabraClave) };
    const filtradas = () => ofertasFiltradas(k, portal, filtros);

    const totales = await filtradas()
      .select([sql<number>`count(*)::int`.as('total'), ...columnasTramos()])
      .executeTakeFirstOrThrow();
    const ids = filtradas().select('o.id_oferta');
    const direccion = params.tipoOrden === 'ASC' ? 'asc' : 'desc';
    let pagina = ofertasConEmpresa(k).where('o.id_oferta', 'in', ids);
    if (params.orden === 'RANKING' && filtros.tsquery) {
      pagina = pagina.orderBy(sql`ts_rank(o.busqueda, to_tsquery('es', ${filtros.tsquery}))`, direccion);
    } else if (params.orden === 'ALEATORIO') {
      // Seeded by the day, so paging through a random order neither repeats nor skips offers.
      const semilla = new Date().toISOString().slice(0, 10);
      pagina = pagina.orderBy(sql`md5(o.id_oferta::text || ${semilla})`);
    }
    // GEOLOCALIZACION needs the visitor's coordinates (issue 4): until then it orders by date like the default.
    const filas = await pagina
      .orderBy('o.fecha_publicacion', direccion)
      .orderBy('o.id_oferta', direccion)
      .limit(REGISTROS_POR_PAGINA)
      .offset((params.pagina - 1) * REGISTROS_POR_PAGINA)
      .execute();

    const total = Number(totales.total);
    return {
      cantidadRegistros: total,
      cantidadPaginas: Math.ceil(total / REGISTROS_POR_PAGINA),
      paginaActual: params.pagina,
      registrosPorPagina: REGISTROS_POR_PAGINA,
      ofertas: filas.map((fila) => aResumen(fila)),
      facetas: { sueldo: facetaSueldo(totales) },
    };
  });
};

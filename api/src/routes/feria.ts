// Virtual fair: participating companies (filter by name and vacancies) and pavilions.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { sql } from 'kysely';
import type { Db } from '../db/db';
import { createKysely } from '../db/kysely';

const EmpresasQuery = Type.Object({
  idDominio: Type.Integer({ minimum: 1 }),
  busqueda: Type.Optional(Type.String({ maxLength: 100 })),
  vacantes: Type.Optional(Type.Boolean()),
});
const PabellonesQuery = Type.Object({ idDominio: Type.Integer({ minimum: 1 }) });

/** LIKE pattern for "contains", with the user's own % and _ taken literally. */
function contiene(texto: string): string {
  return `%${texto.replace(/[\\%_]/g, '\\$&')}%`;
}

export const feriaRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  const k = createKysely(db);

  app.get('/api/feria/empresas-dominio', { schema: { tags: ['feria'], querystring: EmpresasQuery } }, async (request) => {
    const { idDominio, busqueda, vacantes } = request.query;
    const vacantesSql = sql<number>`(SELECT count(*)::int FROM oferta o WHERE o.id_empresa = e.id_empresa AND o.estado = 'ACTIVA')`;
    const filas = await k
      .selectFrom('feria_empresa as fe')
      .innerJoin('empresa as e', 'e.id_empresa', 'fe.id_empresa')
      .innerJoin('pabellon as p', 'p.id_opcion_categoria', 'fe.id_opcion_categoria')
      .select(['e.id_empresa', 'e.nombre_fantasia', 'e.descripcion', 'e.url_logo', 'p.llave', 'p.nombre', 'fe.stand'])
      .select(vacantesSql.as('vacantes'))
      .where('fe.id_dominio', '=', idDominio)
      .$if(Boolean(busqueda?.trim()), (q) =>
        q.where(sql<boolean>`unaccent(lower(e.nombre_fantasia)) LIKE unaccent(lower(${contiene(busqueda!.trim())}))`),
      )
      .$if(vacantes === true, (q) => q.where(vacantesSql, '>', 0))
      .orderBy('e.nombre_fantasia')
      .execute();
    return {
      empresas: filas.map((f) => ({
        idEmpresa: f.id_empresa,
        nombreEmpresa: f.nombre_fantasia,
        descripcion: f.descripcion,
        urlLogo: f.url_logo,
        cantidadVacantes: Number(f.vacantes),
        pabellon: { llaveOpcionCategoria: f.llave, nombreOpcionCategoria: f.nombre },
        stand: f.stand,
      })),
    };
  });

  app.get('/api/feria/pabellones', { schema: { tags: ['feria'], querystring: PabellonesQuery } }, async (request) => ({
    opcionesCategoria: await k
      .selectFrom('pabellon')
      .select(['id_opcion_categoria as idOpcionCategoria', 'llave as llaveOpcionCategoria', 'nombre as nombreOpcionCategoria'])
      .where('id_dominio', '=', request.query.idDominio)
      .orderBy('id_opcion_categoria')
      .execute(),
  }));
};

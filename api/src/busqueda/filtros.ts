// The WHERE of a search, shared by the count, the salary facet and the page. One clause per filter.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { ParametrosBusqueda } from './parametros';

export interface Portal {
  idDominio: number;
  tipoPortal: Database['dominio']['tipo_portal'];
}

export interface Filtros extends ParametrosBusqueda {
  /** tsquery text from tsqueryPrefijo, or null for "no keyword" (also when it held only stop words). */
  tsquery: string | null;
}

export function ofertasFiltradas(k: Kysely<Database>, portal: Portal, filtros: Filtros) {
  let query = k.selectFrom('oferta as o').where('o.estado', '=', 'ACTIVA');

  const idCanales = filtros.idCanales?.split(',').map(Number);
  if (portal.tipoPortal === 'SAAE' || portal.tipoPortal === 'ALIANZA' || idCanales) {
    // Channel portals show only their channels' offers; idCanales narrows to some of them.
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('oferta_canal as oc')
          .innerJoin('canal as ca', 'ca.id_canal', 'oc.id_canal')
          .whereRef('oc.id_oferta', '=', 'o.id_oferta')
          .where('ca.id_dominio', '=', portal.idDominio)
          .$if(Boolean(idCanales), (sub) => sub.where('oc.id_canal', 'in', idCanales!))
          .select('oc.id_canal'),
      ),
    );
  }
  if (portal.tipoPortal === 'FERIA') {
    query = query.where('o.id_empresa', 'in', k.selectFrom('feria_empresa').where('id_dominio', '=', portal.idDominio).select('id_empresa'));
  }
  if (filtros.tsquery) {
    query = query.where(sql<boolean>`o.busqueda @@ to_tsquery('es', ${filtros.tsquery})`);
  }
  if (filtros.ofertaConfidencial !== undefined) {
    query = query.where('o.confidencial', '=', filtros.ofertaConfidencial);
  }
  return query;
}

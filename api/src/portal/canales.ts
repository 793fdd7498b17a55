// The channels of a SAAE or ALIANZA portal, active ones first (the SPEC's "search service" list).
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

export function canalesDelDominio(k: Kysely<Database>, idDominio: number) {
  return k
    .selectFrom('canal')
    .select(['id_canal as idCanal', 'nombre', 'estado'])
    .where('id_dominio', '=', idDominio)
    .orderBy('estado', 'desc')
    .orderBy('id_canal')
    .execute();
}

// The offers a candidate applied to or saved, the basis of /relacionadas. Applications and saved offers
// come with the apply feature (tables `postulacion` and `oferta_guardada`, each keyed by id_candidato and
// id_oferta); until a database has them, a candidate simply has none.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';

const TABLAS = ['postulacion', 'oferta_guardada'] as const;

export async function ofertasDelCandidato(k: Kysely<Database>, idCandidato: number): Promise<number[]> {
  const ids = new Set<number>();
  for (const tabla of TABLAS) {
    const { rows: existe } = await sql<{ existe: boolean }>`SELECT to_regclass(${tabla}) IS NOT NULL AS existe`.execute(k);
    if (!existe[0]?.existe) continue;
    const { rows } = await sql<{ id: number }>`SELECT id_oferta AS id FROM ${sql.table(tabla)} WHERE id_candidato = ${idCandidato}`.execute(k);
    for (const { id } of rows) ids.add(id);
  }
  return [...ids];
}

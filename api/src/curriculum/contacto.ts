// The contact line of the printed CV, from the candidate's basic data.
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { ContactoCurriculum } from './dibujo-pdf';

export async function contactoCurriculum(k: Kysely<Database>, idCandidato: number): Promise<ContactoCurriculum> {
  const fila = await k
    .selectFrom('candidato as c')
    .leftJoin('comuna as co', 'co.id_comuna', 'c.id_comuna')
    .leftJoin('region as r', 'r.id_region', 'c.id_region')
    .select(['c.correo', 'c.telefono', 'co.nombre as comuna', 'r.nombre as region'])
    .where('c.id_candidato', '=', idCandidato)
    .executeTakeFirstOrThrow();
  return { correo: fila.correo, telefono: fila.telefono, lugar: [fila.comuna, fila.region].filter(Boolean).join(', ') || null };
}

// Saved offers: idempotent save and unsave, the candidate's list, and `guardada` on search and offer answers.
import { sql, type Kysely } from 'kysely';
import { GUARDADAS_POR_PAGINA, paginacion } from '@portal/shared/contract';
import type { Database } from '../db/tables';
import { aResumen, ofertasConEmpresa } from './resumen';

/** The ids among `idsOferta` the candidate saved (none for a visitor). */
export async function idsGuardadas(k: Kysely<Database>, idCandidato: number | null, idsOferta: number[]): Promise<Set<number>> {
  if (idCandidato === null || !idsOferta.length) return new Set();
  const filas = await k
    .selectFrom('oferta_guardada')
    .select('id_oferta')
    .where('id_candidato', '=', idCandidato)
    .where('id_oferta', 'in', idsOferta)
    .execute();
  return new Set(filas.map((f) => f.id_oferta));
}

export async function guardarOferta(k: Kysely<Database>, idCandidato: number, idOferta: number): Promise<void> {
  await k.insertInto('oferta_guardada').values({ id_candidato: idCandidato, id_oferta: idOferta }).onConflict((oc) => oc.doNothing()).execute();
}

export async function quitarOferta(k: Kysely<Database>, idCandidato: number, idOferta: number): Promise<void> {
  await k.deleteFrom('oferta_guardada').where('id_candidato', '=', idCandidato).where('id_oferta', '=', idOferta).execute();
}

/** The candidate's saved offers, live ones first, each group most recently saved first; paged. */
export async function listarGuardadas(k: Kysely<Database>, idCandidato: number, pagina: number) {
  const guardadas = k.selectFrom('oferta_guardada').where('id_candidato', '=', idCandidato);
  const { total } = await guardadas.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const filas = await ofertasConEmpresa(k)
    .innerJoin('oferta_guardada as g', 'g.id_oferta', 'o.id_oferta')
    .select(['g.creada as guardada_el', 'o.estado'])
    .where('g.id_candidato', '=', idCandidato)
    .orderBy(sql`o.estado = 'ACTIVA'`, 'desc')
    .orderBy('g.creada', 'desc')
    .orderBy('o.id_oferta', 'desc')
    .limit(GUARDADAS_POR_PAGINA)
    .offset((pagina - 1) * GUARDADAS_POR_PAGINA)
    .execute();
  return {
    ...paginacion(Number(total), pagina, GUARDADAS_POR_PAGINA),
    ofertas: filas.map((fila) => ({
      oferta: aResumen(fila, true),
      expirada: fila.estado !== 'ACTIVA',
      fechaGuardada: new Date(fila.guardada_el).toISOString(),
    })),
  };
}

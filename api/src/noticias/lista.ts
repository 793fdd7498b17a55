// News, newest first, a page at a time, optionally of one category (ListaNoticiasSchema of the contract).
import { paginacion } from '@portal/shared/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { COLUMNAS_RESUMEN, noticiasConCategoria, resumenDe } from './resumen';

export const NOTICIAS_POR_PAGINA = 12;

export async function listaNoticias(k: Kysely<Database>, { pagina, categoria }: { pagina: number; categoria?: string }) {
  const base = noticiasConCategoria(k).$if(categoria !== undefined, (q) => q.where('n.categoria', '=', categoria!));
  const [{ total }, filas] = await Promise.all([
    base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    base
      .select(COLUMNAS_RESUMEN)
      .orderBy('n.fecha_publicacion', 'desc')
      .orderBy('n.id_noticia', 'desc')
      .limit(NOTICIAS_POR_PAGINA)
      .offset((pagina - 1) * NOTICIAS_POR_PAGINA)
      .execute(),
  ]);
  return {
    noticias: filas.map(resumenDe),
    ...paginacion(Number(total), pagina, NOTICIAS_POR_PAGINA),
  };
}

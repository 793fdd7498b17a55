// A fair's home: its name, window and state by the server's clock, and its numbers.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';

export type EstadoFeria = 'POR_ABRIR' | 'ABIERTA' | 'TERMINADA';

/** The fair window of SPEC.md section 4, both ends included (as `estadoFeria` of @portal/shared/state). */
export function estadoEn(inicio: Date, termino: Date, ahora: Date): EstadoFeria {
  if (ahora < inicio) return 'POR_ABRIR';
  return ahora > termino ? 'TERMINADA' : 'ABIERTA';
}

/** The FERIA portal `idDominio` with its window; undefined for any other portal. */
export function feriaDelDominio(k: Kysely<Database>, idDominio: number) {
  return k
    .selectFrom('dominio')
    .select(['id_dominio', 'nombre', 'descripcion', 'feria_inicio', 'feria_termino', 'pre_registro_habilitado'])
    .where('id_dominio', '=', idDominio)
    .where('tipo_portal', '=', 'FERIA')
    .where('feria_inicio', 'is not', null)
    .where('feria_termino', 'is not', null)
    .executeTakeFirst();
}

export async function homeDeFeria(k: Kysely<Database>, idDominio: number, ahora: Date) {
  const feria = await feriaDelDominio(k, idDominio);
  if (!feria) return undefined;
  const cifras = await k
    .selectFrom('feria_empresa as fe')
    .leftJoin('oferta as o', (join) =>
      join.onRef('o.id_empresa', '=', 'fe.id_empresa').on('o.estado', '=', 'ACTIVA').on('o.confidencial', '=', false),
    )
    .select([
      sql<number>`count(DISTINCT fe.id_empresa)::int`.as('empresas'),
      sql<number>`count(o.id_oferta)::int`.as('ofertas'),
      sql<number>`coalesce(sum(o.vacantes), 0)::int`.as('vacantes'),
    ])
    .where('fe.id_dominio', '=', idDominio)
    .executeTakeFirstOrThrow();
  const inicio = new Date(feria.feria_inicio!);
  const termino = new Date(feria.feria_termino!);
  return {
    idDominio,
    nombre: feria.nombre,
    descripcion: feria.descripcion,
    fechaInicio: inicio.toISOString(),
    fechaTermino: termino.toISOString(),
    preRegistroHabilitado: feria.pre_registro_habilitado,
    estado: estadoEn(inicio, termino, ahora),
    cifras: { empresas: Number(cifras.empresas), ofertas: Number(cifras.ofertas), vacantes: Number(cifras.vacantes) },
  };
}

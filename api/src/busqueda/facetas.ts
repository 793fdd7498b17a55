// Salary facet: fixed CLP buckets counted over the matching offers whose salary is visible.
import { sql, type AliasedRawBuilder } from 'kysely';

export const TRAMOS_SUELDO: { desde: number; hasta: number | null }[] = [
  { desde: 0, hasta: 500_000 },
  { desde: 500_000, hasta: 800_000 },
  { desde: 800_000, hasta: 1_200_000 },
  { desde: 1_200_000, hasta: 1_800_000 },
  { desde: 1_800_000, hasta: 2_500_000 },
  { desde: 2_500_000, hasta: null },
];

/** One `count(*) FILTER (…)` column per bucket, named t0, t1… (constants only, inlined). */
export function columnasTramos(): AliasedRawBuilder<number, string>[] {
  return TRAMOS_SUELDO.map(({ desde, hasta }, i) => {
    const tope = hasta === null ? sql`` : sql` AND o.sueldo < ${sql.lit(hasta)}`;
    return sql<number>`(count(*) FILTER (WHERE o.mostrar_sueldo AND o.sueldo >= ${sql.lit(desde)}${tope}))::int`.as(`t${i}`);
  });
}

export function facetaSueldo(fila: Record<string, unknown>) {
  return TRAMOS_SUELDO.map((tramo, i) => ({ ...tramo, cantidad: Number(fila[`t${i}`] ?? 0) }));
}

// A position's offered salaries on a portal and their summary (/informes-de-sueldo/{teaser}). The position
// is the slug's words as the search's Spanish prefix query on titles; the salaries those of its live offers
// and of those expired in the last 12 months that show one. One query, on the partial GIN index of
// migration 020 (titles of offers with a visible salary).
import type { ResumenSueldo } from '@portal/shared/contract';
import { sql, type Kysely } from 'kysely';
import { ofertasDelPortalConExpiradas, type Portal } from '../portal/portal';
import { tsqueryEnTitulo } from '../busqueda/parametros';
import type { Database } from '../db/tables';
import { distribucion, grupos, ordenTramos, rango, tramoExperiencia } from './cifras';

export interface SueldoOfertado {
  sueldo: number;
  cargo: string;
  idRegion: number;
  region: string;
  anios: number;
  jornada: Database['oferta']['jornada'];
}

export async function sueldosDelCargo(k: Kysely<Database>, portal: Portal, slug: string): Promise<SueldoOfertado[]> {
  const consulta = tsqueryEnTitulo(slug.replaceAll('-', ' '));
  if (!consulta) return [];
  const filas = await ofertasDelPortalConExpiradas(k, portal)
    .innerJoin('comuna as c', 'c.id_comuna', 'o.id_comuna')
    .innerJoin('region as r', 'r.id_region', 'c.id_region')
    .select(['o.sueldo', 'o.nombre_cargo', 'r.id_region', 'r.nombre', 'o.anios_experiencia', 'o.jornada'])
    // Written out, not as parameters, so the planner matches the partial index's predicate.
    .where(sql<boolean>`o.mostrar_sueldo AND o.sueldo IS NOT NULL`)
    .where(sql<boolean>`o.busqueda_titulo @@ to_tsquery('es', ${consulta})`)
    .where(sql<boolean>`(o.estado = 'ACTIVA' OR o.fecha_expiracion >= now() - interval '12 months')`)
    .execute();
  return filas.map((f) => ({ sueldo: f.sueldo!, cargo: f.nombre_cargo, idRegion: f.id_region, region: f.nombre, anios: f.anios_experiencia, jornada: f.jornada }));
}

/** The title most of the offers carry (the name the report goes by); the slug's words without offers. */
function nombreDelCargo(sueldos: readonly SueldoOfertado[], slug: string): string {
  const veces = new Map<string, number>();
  for (const { cargo } of sueldos) veces.set(cargo, (veces.get(cargo) ?? 0) + 1);
  const [masComun] = [...veces].sort(([x, n], [y, m]) => m - n || x.localeCompare(y, 'es'));
  const palabras = slug.replaceAll('-', ' ');
  return masComun?.[0] ?? palabras.charAt(0).toUpperCase() + palabras.slice(1);
}

export function resumenDe(sueldos: readonly SueldoOfertado[], slug: string, ahora = new Date()): ResumenSueldo {
  const montos = sueldos.map((s) => s.sueldo);
  const general = rango(montos);
  return {
    cargo: nombreDelCargo(sueldos, slug),
    slug,
    general,
    distribucion: distribucion(montos),
    porRegion: general ? grupos(sueldos, (s) => ({ clave: String(s.idRegion), nombre: s.region })) : [],
    porExperiencia: general ? ordenTramos(grupos(sueldos, (s) => tramoExperiencia(s.anios))) : [],
    actualizado: ahora.toISOString(),
  };
}

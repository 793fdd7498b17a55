// The regions of Chile, north to south as seeded, each with its comunas in alphabetical order (Spanish).
import type { Kysely } from 'kysely';
import type { RegionConComunas } from '@portal/shared/contract';
import type { Database } from '../db/tables';

export async function regionesConComunas(k: Kysely<Database>): Promise<RegionConComunas[]> {
  const [regiones, comunas] = await Promise.all([
    k.selectFrom('region').select(['id_region', 'nombre']).orderBy('id_region').execute(),
    k.selectFrom('comuna').select(['id_comuna', 'id_region', 'nombre']).execute(),
  ]);
  const orden = new Intl.Collator('es');
  return regiones.map((r) => ({
    idRegion: r.id_region,
    nombre: r.nombre,
    comunas: comunas
      .filter((c) => c.id_region === r.id_region)
      .sort((a, b) => orden.compare(a.nombre, b.nombre))
      .map((c) => ({ idComuna: c.id_comuna, nombre: c.nombre })),
  }));
}

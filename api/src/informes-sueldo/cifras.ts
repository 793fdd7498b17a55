// The figures of a salary report, from the salaries themselves: quartiles (linear interpolation between
// the closest ranks, as PostgreSQL's percentile_cont), groups and the distribution's bands. Nothing is
// computed from fewer than MINIMO_PARA_CIFRAS salaries.
import { MINIMO_PARA_CIFRAS, type GrupoSueldo, type RangoSueldo } from '@portal/shared/contract';

/** The p-th percentile (0-1) of salaries sorted ascending, interpolated, in whole pesos. */
export function percentil(ordenados: readonly number[], p: number): number {
  const posicion = (ordenados.length - 1) * p;
  const abajo = Math.floor(posicion);
  const arriba = Math.min(abajo + 1, ordenados.length - 1);
  return Math.round(ordenados[abajo]! + (ordenados[arriba]! - ordenados[abajo]!) * (posicion - abajo));
}

/** Median and quartiles; null below MINIMO_PARA_CIFRAS salaries. */
export function rango(sueldos: readonly number[]): RangoSueldo | null {
  if (sueldos.length < MINIMO_PARA_CIFRAS) return null;
  const ordenados = [...sueldos].sort((x, y) => x - y);
  return { cantidad: ordenados.length, p25: percentil(ordenados, 0.25), mediana: percentil(ordenados, 0.5), p75: percentil(ordenados, 0.75) };
}

/** The salaries grouped by `clave`, most salaries first, then by name. */
export function grupos<T extends { sueldo: number }>(filas: readonly T[], de: (fila: T) => { clave: string; nombre: string }): GrupoSueldo[] {
  const porClave = new Map<string, { nombre: string; sueldos: number[] }>();
  for (const fila of filas) {
    const { clave, nombre } = de(fila);
    const grupo = porClave.get(clave) ?? { nombre, sueldos: [] };
    grupo.sueldos.push(fila.sueldo);
    porClave.set(clave, grupo);
  }
  return [...porClave]
    .sort(([, x], [, y]) => y.sueldos.length - x.sueldos.length || x.nombre.localeCompare(y.nombre, 'es'))
    .map(([clave, { nombre, sueldos }]) => ({ clave, nombre, rango: rango(sueldos) }));
}

const TRAMOS = [
  { clave: 'SIN_EXPERIENCIA', nombre: 'Sin experiencia', hasta: 0 },
  { clave: 'DE_1_A_2', nombre: '1 a 2 años', hasta: 2 },
  { clave: 'DE_3_A_5', nombre: '3 a 5 años', hasta: 5 },
  { clave: 'MAS_DE_5', nombre: 'Más de 5 años', hasta: Infinity },
] as const;

/** The experience band of the years an offer asks for. */
export function tramoExperiencia(anios: number): { clave: string; nombre: string } {
  return TRAMOS.find((t) => anios <= t.hasta)!;
}

/** The experience bands in their own order (not by count): younger first reads as a ladder. */
export const ordenTramos = (lista: GrupoSueldo[]) => [...lista].sort((x, y) => TRAMOS.findIndex((t) => t.clave === x.clave) - TRAMOS.findIndex((t) => t.clave === y.clave));

const PASOS = [50_000, 100_000, 200_000, 250_000, 500_000, 1_000_000];

/** Salary bands of one round width (at most 8), from the lowest salary's band to the highest's. */
export function distribucion(sueldos: readonly number[]): { desde: number; hasta: number; cantidad: number }[] {
  if (sueldos.length < MINIMO_PARA_CIFRAS) return [];
  const minimo = Math.min(...sueldos);
  const maximo = Math.max(...sueldos);
  const paso = PASOS.find((p) => Math.floor(maximo / p) - Math.floor(minimo / p) < 8) ?? 2_000_000;
  const primera = Math.floor(minimo / paso);
  const bandas = Array.from({ length: Math.floor(maximo / paso) - primera + 1 }, (_, i) => ({ desde: (primera + i) * paso, hasta: (primera + i + 1) * paso, cantidad: 0 }));
  for (const sueldo of sueldos) bandas[Math.floor(sueldo / paso) - primera]!.cantidad++;
  return bandas;
}

/** Share (0-100, whole) of the salaries under `monto`. */
export function porcentajeBajo(sueldos: readonly number[], monto: number): number {
  return Math.round((sueldos.filter((s) => s < monto).length * 100) / sueldos.length);
}

import type { LugarReconocido, ResultadoBusqueda } from '@portal/shared/contract';
import { formatNumber } from '@portal/shared/format';
import type { FiltroAplicado } from './filtros-aplicados';

/** The place the keyword named, near the count: «12 en Temuco · 30 en la Región de La Araucanía». */
export function lineaDeLugar({ comuna, enComuna, region, enRegion }: LugarReconocido): string {
  const enLaRegion = `${formatNumber(enRegion)} en la ${region}`;
  return comuna === undefined ? enLaRegion : `${formatNumber(enComuna ?? 0)} en ${comuna} · ${enLaRegion}`;
}

/** The conditions the keyword said in words, as chips: removing one searches the keyword without its words. */
export function filtrosDeCondiciones(condiciones: ResultadoBusqueda['condicionesReconocidas']): FiltroAplicado[] {
  return (condiciones ?? []).map(({ nombre, palabraClave }) => ({ key: `condicion:${nombre}`, nombre, quitar: { palabraClave } }));
}

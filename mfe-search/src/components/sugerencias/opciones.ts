import type { SugerenciaCargo, SugerenciaLugar, SugerenciasBusqueda } from '@portal/shared/contract';

/** One option of the list: a job title to search, or a place to search in. */
export type Sugerencia = { tipo: 'cargo'; cargo: SugerenciaCargo } | { tipo: 'lugar'; lugar: SugerenciaLugar };

/** The options in the order the list shows them (and the arrows walk them): titles, then places. */
export function opcionesDe({ cargos, lugares }: SugerenciasBusqueda): Sugerencia[] {
  return [...cargos.map((cargo) => ({ tipo: 'cargo', cargo }) as const), ...lugares.map((lugar) => ({ tipo: 'lugar', lugar }) as const)];
}

/** What a screen reader hears when the list changes. */
export function anuncioDe(cantidad: number): string {
  if (cantidad === 0) return 'Sin sugerencias';
  return cantidad === 1 ? '1 sugerencia' : `${String(cantidad)} sugerencias`;
}

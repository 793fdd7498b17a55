// The shape of one occupation of the seed's catalogue (ocupaciones.ts, ocupaciones-agregadas.ts).

export type TipoCargo = 'Profesional' | 'Técnico' | 'Jefatura' | 'Gerencia' | 'Administrativo' | 'Vendedor' | 'Operario' | 'Práctica';

export interface Ocupacion {
  clave: string;
  area: string;
  titulos: string[];
  tipo: TipoCargo;
  /** Gross monthly salary range in CLP for full time, before the regional factor (ofertas.ts). */
  sueldo: [number, number];
  /** How often it is published, relative to the others. */
  peso: number;
  /** What this occupation asks for, besides its area's requirements. */
  requisitos?: string[];
  /** Works in rotating shifts about half of the time (when its title names no working hours). */
  turnos?: boolean;
  /** Region numbers (chile.ts) where almost all its offers are; everywhere when absent. */
  regiones?: string[];
  /** The kinds of business of its sector that hire it (areas.ts `rubros`); any of the sector's when absent. */
  rubros?: string[];
}

/** Helper for the catalogue's tables: one line per occupation. */
export function o(
  clave: string,
  area: string,
  tipo: TipoCargo,
  sueldo: [number, number],
  peso: number,
  titulos: string[],
  extra: Pick<Ocupacion, 'requisitos' | 'turnos' | 'regiones' | 'rubros'> = {},
): Ocupacion {
  return { clave, area, titulos, tipo, sueldo, peso, ...extra };
}

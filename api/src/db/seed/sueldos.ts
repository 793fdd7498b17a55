// Gross monthly salaries of the seed's offers: the occupation's full-time range, a regional factor
// (Santiago and the mining north pay more) and, for part time, the share of the full week's hours.
import type { JORNADAS } from '@portal/shared/contract';
import type { Prng } from './prng';

export type Jornada = (typeof JORNADAS)[number];

/**
 * Chile's monthly minimum wage (ingreso mínimo mensual) for full time, in CLP, as of January 2026. No seed
 * offer pays less, and a part-time one never less than this per hour.
 */
export const SUELDO_MINIMO = 539_000;

/** The legal full-time week since April 2026 (Ley 21.561, "40 horas", second step). */
export const HORAS_JORNADA_COMPLETA = 42;

/** Weekly hours of part-time offers: up to 30 (Código del Trabajo, art. 40 bis) and weekend shifts. */
const HORAS_PARCIAL = [20, 24, 30];
const HORAS_FIN_DE_SEMANA = [16, 20];

/** By region number (chile.ts); the regions not listed pay 0.95 of the occupation's range. */
const FACTOR_REGION: Record<string, number> = { RM: 1.08, II: 1.15, III: 1.1, I: 1.08, XII: 1.06, XI: 1.06, IV: 1, V: 1, XV: 1 };
const FACTOR_OTRAS = 0.95;

/** The lowest lawful pay for these weekly hours, rounded up to the thousand. */
export function minimoPorHoras(horas: number): number {
  return Math.ceil((SUELDO_MINIMO * horas) / HORAS_JORNADA_COMPLETA / 1000) * 1000;
}

export function sueldoOfrecido(prng: Prng, [minimo, maximo]: [number, number], jornada: Jornada, region: string): { sueldo: number; horas: number } {
  const horas = jornada === 'PARCIAL' ? prng.pick(HORAS_PARCIAL) : jornada === 'FINES_DE_SEMANA' ? prng.pick(HORAS_FIN_DE_SEMANA) : HORAS_JORNADA_COMPLETA;
  const completo = (minimo + prng.next() * (maximo - minimo)) * (FACTOR_REGION[region] ?? FACTOR_OTRAS);
  const proporcional = (completo * horas) / HORAS_JORNADA_COMPLETA;
  // Full-time salaries are round to ten thousand, part-time ones to the thousand.
  const redondeo = horas === HORAS_JORNADA_COMPLETA ? 10_000 : 1000;
  return { sueldo: Math.max(minimoPorHoras(horas), Math.round(proporcional / redondeo) * redondeo), horas };
}

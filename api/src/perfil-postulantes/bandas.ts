// The bands an applicant's profile falls in (years of experience, highest studies, salary expectation) and
// the share of applicants in each, the candidate's own marked.
import { ETIQUETAS_NIVEL_ESTUDIO, GRADOS_ESCOLARES, type DistribucionPostulantes } from '@portal/shared/contract';
import { formatMoney } from '@portal/shared/format';

export interface PerfilPostulante {
  /** 'YYYY-MM' months of each job; `termino` null while it lasts. */
  experiencias: { inicio: string; termino: string | null }[];
  niveles: string[];
  pretension: number | null;
}

interface Banda {
  clave: string;
  nombre: string;
}

const SIN_DATO: Banda = { clave: 'SIN_DATO', nombre: 'Sin informar' };

const mes = (texto: string) => Number(texto.slice(0, 4)) * 12 + Number(texto.slice(5, 7)) - 1;

/** Whole years of work, adding every job's months (both ends included); `hoy` ends the current ones. */
export function aniosDeExperiencia(experiencias: PerfilPostulante['experiencias'], hoy: Date): number {
  const ahora = hoy.getUTCFullYear() * 12 + hoy.getUTCMonth();
  const meses = experiencias.reduce((n, { inicio, termino }) => n + Math.max(0, (termino ? mes(termino) : ahora) - mes(inicio) + 1), 0);
  return Math.floor(meses / 12);
}

const EXPERIENCIA = [
  { clave: 'MENOS_DE_1', nombre: 'Menos de 1 año', hasta: 0 },
  { clave: 'DE_1_A_2', nombre: '1 a 2 años', hasta: 2 },
  { clave: 'DE_3_A_5', nombre: '3 a 5 años', hasta: 5 },
  { clave: 'DE_6_A_10', nombre: '6 a 10 años', hasta: 10 },
  { clave: 'MAS_DE_10', nombre: 'Más de 10 años', hasta: Infinity },
];

const EDUCACION: Banda[] = [...GRADOS_ESCOLARES].map((clave) => ({ clave, nombre: ETIQUETAS_NIVEL_ESTUDIO[clave] }));

const PRETENSION = [800_000, 1_500_000, 2_500_000].map((hasta, i, limites) => ({
  clave: `HASTA_${hasta}`,
  nombre: i === 0 ? `Hasta ${formatMoney(hasta)}` : `${formatMoney(limites[i - 1]! + 1)} a ${formatMoney(hasta)}`,
  hasta,
}));
const PRETENSION_MAYOR: Banda = { clave: 'MAS_DE_2500000', nombre: `Más de ${formatMoney(2_500_000)}` };

export const BANDAS = {
  // A CV without jobs counts as under a year.
  experiencia: { todas: EXPERIENCIA, de: (p: PerfilPostulante, hoy: Date) => EXPERIENCIA.find((b) => aniosDeExperiencia(p.experiencias, hoy) <= b.hasta)! },
  educacion: {
    todas: [...EDUCACION, SIN_DATO],
    // The highest level studied.
    de: (p: PerfilPostulante) => [...EDUCACION].reverse().find((b) => p.niveles.includes(b.clave)) ?? SIN_DATO,
  },
  pretension: {
    todas: [...PRETENSION, PRETENSION_MAYOR, SIN_DATO],
    de: (p: PerfilPostulante) => (p.pretension === null ? SIN_DATO : (PRETENSION.find((b) => p.pretension! <= b.hasta) ?? PRETENSION_MAYOR)),
  },
} as const;

/** Share of applicants per band (bands nobody is in are left out), the candidate's marked. */
export function distribucionPor(aspecto: keyof typeof BANDAS, postulantes: readonly PerfilPostulante[], tuyo: PerfilPostulante, hoy: Date): DistribucionPostulantes {
  const { todas, de } = BANDAS[aspecto];
  const claves = postulantes.map((p) => de(p, hoy).clave);
  const mia = de(tuyo, hoy).clave;
  return todas
    .map((b) => ({ banda: b, cantidad: claves.filter((c) => c === b.clave).length }))
    .filter(({ banda, cantidad }) => cantidad > 0 || banda.clave === mia)
    .map(({ banda, cantidad }) => ({ clave: banda.clave, nombre: banda.nombre, porcentaje: Math.round((cantidad * 100) / postulantes.length), tuyo: banda.clave === mia }));
}

// The checks of each CV form, with the Spanish message a field shows: the api's limits and date rules
// (LIMITES_CURRICULUM, problemaPeriodo of the contract), so the server rarely has to refuse.
import { LIMITES_CURRICULUM as L, PATRON_MES, problemaPeriodo } from '@portal/shared/contract';
import { formatMoney } from '@portal/shared/format';
import type { Errores } from '../../../lib/useFormulario';

const largo = (valor: string, maximo: number, campo: string) => (valor.trim().length > maximo ? `${campo} admite como máximo ${maximo} caracteres.` : undefined);
const requerido = (valor: string, mensaje: string) => (valor.trim() ? undefined : mensaje);

/** The months of a period: the start's problem goes to the start, the rest to the end. */
function periodo(inicio: string, termino: string | null, terminoFuturo: boolean) {
  if (!PATRON_MES.test(inicio)) return { inicio: 'Elige el mes y el año de inicio.' };
  const problema = problemaPeriodo(inicio, termino, { terminoFuturo });
  if (!problema) return {};
  return problema.includes('inicio no puede') ? { inicio: problema } : { termino: termino && PATRON_MES.test(termino) ? problema : 'Elige el mes y el año de término.' };
}

export const EXPERIENCIA_VACIA = { cargo: '', empresa: '', inicio: '', actual: false, termino: '', descripcion: '' };
export type ValoresExperiencia = typeof EXPERIENCIA_VACIA;

export function reglasExperiencia(v: ValoresExperiencia): Errores<ValoresExperiencia> {
  return {
    cargo: requerido(v.cargo, 'Indica el cargo.') ?? largo(v.cargo, L.cargo, 'El cargo'),
    empresa: requerido(v.empresa, 'Indica la empresa.') ?? largo(v.empresa, L.empresa, 'La empresa'),
    ...periodo(v.inicio, v.actual ? null : v.termino, false),
    descripcion: largo(v.descripcion, L.descripcion, 'La descripción'),
  };
}

export const ESTUDIO_VACIO = { nivel: '', institucion: '', carrera: '', estado: '', inicio: '', termino: '' };
export type ValoresEstudio = typeof ESTUDIO_VACIO;

export function reglasEstudio(v: ValoresEstudio): Errores<ValoresEstudio> {
  const enCurso = v.estado === 'EN_CURSO';
  return {
    nivel: requerido(v.nivel, 'Elige el nivel de estudios.'),
    institucion: requerido(v.institucion, 'Indica la institución.') ?? largo(v.institucion, L.institucion, 'La institución'),
    carrera: largo(v.carrera, L.carrera, 'La carrera'),
    estado: requerido(v.estado, 'Elige el estado de tus estudios.'),
    // In progress, the end is optional (the expected graduation); otherwise it is when they ended.
    ...periodo(v.inicio, enCurso && !v.termino ? null : v.termino, enCurso),
  };
}

export const IDIOMA_VACIO = { idioma: '', nivel: '' };
export type ValoresIdioma = typeof IDIOMA_VACIO;

export function reglasIdioma(v: ValoresIdioma): Errores<ValoresIdioma> {
  return { idioma: requerido(v.idioma, 'Elige el idioma.'), nivel: requerido(v.nivel, 'Elige tu nivel.') };
}

export const HABILIDAD_VACIA = { nombre: '' };
export type ValoresHabilidad = typeof HABILIDAD_VACIA;

export function reglasHabilidad(v: ValoresHabilidad): Errores<ValoresHabilidad> {
  return { nombre: requerido(v.nombre, 'Escribe la habilidad.') ?? largo(v.nombre, L.habilidad, 'La habilidad') };
}

/** "1.200.000", "$ 1200000" → 1200000; null when empty; NaN when it holds something else. */
export function leerRenta(texto: string): number | null {
  const limpio = texto.replace(/[$\s.]/g, '');
  if (!limpio) return null;
  return /^\d+$/.test(limpio) ? Number(limpio) : Number.NaN;
}

export const PERFIL_VACIO = { cargoDeseado: '', pretensionRenta: '', resumen: '' };
export type ValoresPerfil = typeof PERFIL_VACIO;

export function reglasPerfil(v: ValoresPerfil): Errores<ValoresPerfil> {
  const renta = leerRenta(v.pretensionRenta);
  const rentaFuera = renta !== null && (Number.isNaN(renta) || renta < L.rentaMinima || renta > L.rentaMaxima);
  return {
    cargoDeseado: largo(v.cargoDeseado, L.cargo, 'El cargo'),
    pretensionRenta: rentaFuera ? `Indica un monto mensual entre ${formatMoney(L.rentaMinima)} y ${formatMoney(L.rentaMaxima)}, solo con números.` : undefined,
    resumen: largo(v.resumen, L.resumen, 'El resumen'),
  };
}

import type { GENEROS } from '@portal/shared/contract';
import type { Errores } from '../../../lib/useFormulario';

export type ValoresDatosBasicos = {
  nombres: string;
  apellidos: string;
  telefono: string;
  idRegion: string;
  idComuna: string;
  fechaNacimiento: string;
  genero: '' | (typeof GENEROS)[number];
  nacionalidad: string;
};

const ANIO_MS = 365.25 * 24 * 3600 * 1000;

function errorFecha(fecha: string, hoy: Date): string | undefined {
  const nacimiento = /^\d{4}-\d{2}-\d{2}$/.test(fecha) ? new Date(`${fecha}T00:00:00Z`) : null;
  if (!nacimiento || Number.isNaN(nacimiento.getTime())) return 'Ingresa tu fecha de nacimiento.';
  const edad = (hoy.getTime() - nacimiento.getTime()) / ANIO_MS;
  return edad >= 15 && edad <= 100 ? undefined : 'Revisa tu fecha de nacimiento: debes tener entre 15 y 100 años.';
}

/** The basic-data rules, the same the api checks (it has the last word). */
export function reglasDatosBasicos(v: ValoresDatosBasicos, hoy = new Date()): Errores<ValoresDatosBasicos> {
  return {
    nombres: v.nombres.trim() ? undefined : 'Ingresa tus nombres.',
    apellidos: v.apellidos.trim() ? undefined : 'Ingresa tus apellidos.',
    telefono: /^\d{8,15}$/.test(v.telefono) ? undefined : 'Ingresa tu teléfono, solo números (8 a 15 dígitos), por ejemplo 912345678.',
    idRegion: v.idRegion ? undefined : 'Selecciona tu región.',
    idComuna: v.idComuna ? undefined : 'Selecciona tu comuna.',
    fechaNacimiento: errorFecha(v.fechaNacimiento, hoy),
    nacionalidad: v.nacionalidad.trim().length >= 2 ? undefined : 'Ingresa tu nacionalidad.',
  };
}

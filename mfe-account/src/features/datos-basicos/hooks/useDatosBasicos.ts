import { getDatosBasicos, getRegiones, useQuery } from '@portal/shared/api';
import type { DatosBasicos, RegionConComunas } from '@portal/shared/contract';

export interface DatosYRegiones {
  datos: DatosBasicos;
  regiones: RegionConComunas[];
}

/** The candidate's basic data and Chile's regions, loaded together (the form needs both). */
export function useDatosBasicos() {
  return useQuery<DatosYRegiones>('datos-basicos', async (signal) => {
    const [datos, regiones] = await Promise.all([getDatosBasicos(signal), getRegiones(signal)]);
    return { datos, regiones };
  });
}

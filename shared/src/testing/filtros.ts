import type { FiltrosBusqueda } from '@portal/shared/contract';

const opcion = (nombre: string, cantidad: number) => ({ valor: nombre, nombre, cantidad });

/**
 * A portal's filter options with one of each landing kind: /trabajo-region-metropolitana-de-santiago,
 * /trabajo-nunoa, /trabajo-tecnologia and /trabajo-practica.
 */
export const FILTROS_DE_LANDINGS: FiltrosBusqueda = {
  regiones: [
    {
      idRegion: 13,
      nombre: 'Región Metropolitana de Santiago',
      numero: 'XIII',
      cantidad: 6,
      comunas: [{ idComuna: 1301, nombre: 'Ñuñoa', cantidad: 6 }],
    },
  ],
  areas: [opcion('Tecnología', 3)],
  tiposCargo: [opcion('Práctica', 3)],
  carreras: [],
  jornadas: [],
  gradosEscolares: [],
  tiposCurriculum: [],
  categorias: [],
  empresas: [],
  inclusivas: 0,
  fechasPublicacion: [],
  operadoresExp: [],
};

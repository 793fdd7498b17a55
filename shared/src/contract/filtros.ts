import * as v from 'valibot';

/** One option of a filter: the value to send, its Spanish label and the active offers that have it. */
const opcion = <T extends v.GenericSchema>(valor: T) => v.object({ valor, nombre: v.string(), cantidad: v.number() });

const ComunaFiltroSchema = v.object({ idComuna: v.number(), nombre: v.string(), cantidad: v.number() });

/**
 * Answer of GET /api/busqueda/filtros?idDominio: every option of the search filters of one portal, with the
 * count of its active offers (options with none are left out, except the fixed enumerations).
 */
export const FiltrosBusquedaSchema = v.object({
  regiones: v.array(
    v.object({ idRegion: v.number(), nombre: v.string(), numero: v.string(), cantidad: v.number(), comunas: v.array(ComunaFiltroSchema) }),
  ),
  /** `valor` goes in nombreArea / nombreTipoCargo / carreras. */
  areas: v.array(opcion(v.string())),
  tiposCargo: v.array(opcion(v.string())),
  carreras: v.array(opcion(v.string())),
  jornadas: v.array(opcion(v.string())),
  gradosEscolares: v.array(opcion(v.string())),
  tiposCurriculum: v.array(opcion(v.string())),
  /** idCategorias; `slug` builds /empleo-categoria/{idCategoria}-{slug}. */
  categorias: v.array(v.object({ idCategoria: v.number(), nombre: v.string(), slug: v.string(), cantidad: v.number() })),
  /** idEmpresas: the companies with most offers first (confidential offers are not counted). */
  empresas: v.array(v.object({ idEmpresa: v.number(), nombre: v.string(), cantidad: v.number() })),
  inclusivas: v.number(),
  /** fechaPublicacion values with their labels. */
  fechasPublicacion: v.array(v.object({ valor: v.string(), nombre: v.string() })),
  operadoresExp: v.array(v.object({ valor: v.string(), nombre: v.string() })),
});

export type FiltrosBusqueda = v.InferOutput<typeof FiltrosBusquedaSchema>;

import * as v from 'valibot';
import { PaginacionSchema } from './paginacion';

/** Answer of GET /api/empresas: companies with live offers on the portal, by name. */
export const ListaEmpresasSchema = v.object({
  empresas: v.array(
    v.object({
      idEmpresa: v.number(),
      nombre: v.string(),
      urlLogo: v.nullable(v.string()),
      /** Its live, non-confidential offers the portal's search shows. */
      cantidadOfertas: v.number(),
    }),
  ),
  ...PaginacionSchema.entries,
});

export type ListaEmpresas = v.InferOutput<typeof ListaEmpresasSchema>;
export type EmpresaConOfertas = ListaEmpresas['empresas'][number];

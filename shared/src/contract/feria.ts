import * as v from 'valibot';

export const PabellonSchema = v.object({
  llaveOpcionCategoria: v.string(),
  nombreOpcionCategoria: v.string(),
});

/** A company taking part in a fair (GET /api/feria/empresas-dominio). */
export const EmpresaFeriaSchema = v.object({
  idEmpresa: v.number(),
  nombreEmpresa: v.string(),
  descripcion: v.string(),
  urlLogo: v.nullable(v.string()),
  cantidadVacantes: v.number(),
  pabellon: PabellonSchema,
  /** Stand slug inside its pavilion. */
  stand: v.string(),
});

export const EmpresasFeriaSchema = v.object({ empresas: v.array(EmpresaFeriaSchema) });

export type Pabellon = v.InferOutput<typeof PabellonSchema>;
export type EmpresaFeria = v.InferOutput<typeof EmpresaFeriaSchema>;

/** Answer of GET /api/feria/pabellones: the fair's pavilions as category options. */
export const OpcionesCategoriaSchema = v.object({
  opcionesCategoria: v.array(v.object({ idOpcionCategoria: v.number(), ...PabellonSchema.entries })),
});

export type OpcionesCategoria = v.InferOutput<typeof OpcionesCategoriaSchema>;

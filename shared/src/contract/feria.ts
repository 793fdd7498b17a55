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

/** Answer of GET /api/feria/empresas-pabellon: the pavilion and its companies. */
export const EmpresasPabellonSchema = v.object({
  pabellon: v.object({ idOpcionCategoria: v.number(), ...PabellonSchema.entries }),
  empresas: v.array(EmpresaFeriaSchema),
});

export type EmpresasPabellon = v.InferOutput<typeof EmpresasPabellonSchema>;

/** Where the fair stands by the server's clock. */
export const EstadoFeriaSchema = v.picklist(['POR_ABRIR', 'ABIERTA', 'TERMINADA']);

/** Answer of GET /api/feria/home: the fair, its window and state, and its numbers. */
export const HomeFeriaSchema = v.object({
  idDominio: v.number(),
  nombre: v.string(),
  descripcion: v.string(),
  fechaInicio: v.string(),
  fechaTermino: v.string(),
  preRegistroHabilitado: v.boolean(),
  estado: EstadoFeriaSchema,
  cifras: v.object({ empresas: v.number(), ofertas: v.number(), vacantes: v.number() }),
});

export type HomeFeria = v.InferOutput<typeof HomeFeriaSchema>;

/** An offer at a company's stand. */
export const OfertaStandSchema = v.object({
  idOferta: v.number(),
  nombreCargo: v.string(),
  vacantes: v.number(),
  nombreComuna: v.string(),
  nombreRegion: v.string(),
  fechaPublicacion: v.string(),
});

/** Answer of GET /api/feria/stand: the company as listed plus what its stand shows. */
export const StandFeriaSchema = v.object({
  ...EmpresaFeriaSchema.entries,
  presentacion: v.string(),
  logo: v.nullable(v.object({ url: v.string(), ancho: v.number(), alto: v.number() })),
  urlVideo: v.nullable(v.string()),
  imagenes: v.array(v.object({ url: v.string(), alt: v.string(), ancho: v.number(), alto: v.number() })),
  beneficios: v.array(v.string()),
  ofertas: v.array(OfertaStandSchema),
});

export type OfertaStand = v.InferOutput<typeof OfertaStandSchema>;
export type StandFeria = v.InferOutput<typeof StandFeriaSchema>;

/** A candidate's pre-registration for a fair (POST /api/feria/pre-registro, GET /api/feria/pre-registros). */
export const PreRegistroSchema = v.object({
  idDominio: v.number(),
  nombreFeria: v.string(),
  /** The fair portal's host name. */
  dominio: v.string(),
  fechaInicio: v.string(),
  fechaTermino: v.string(),
  fecha: v.string(),
});

export const PreRegistrosSchema = v.object({ preRegistros: v.array(PreRegistroSchema) });

export type PreRegistro = v.InferOutput<typeof PreRegistroSchema>;

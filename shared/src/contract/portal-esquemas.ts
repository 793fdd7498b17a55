import * as v from 'valibot';
import { TIPOS_PORTAL } from './portal';

export const ConfiguracionFeriaSchema = v.object({
  /** ISO 8601 date-time at which the fair opens. */
  fechaInicio: v.string(),
  /** ISO 8601 date-time at which the fair closes. */
  fechaTermino: v.string(),
  preRegistroHabilitado: v.boolean(),
});

/** Domain configuration of a white-label portal (SPEC.md section 3). */
export const PortalConfigSchema = v.object({
  idDominio: v.number(),
  dominio: v.string(),
  nombre: v.string(),
  descripcion: v.string(),
  tipoPortal: v.picklist(TIPOS_PORTAL),
  /** DESACTIVADO shows only the "Portal no disponible" page. */
  estado: v.picklist(['ACTIVADO', 'DESACTIVADO']),
  /** The portal's theme: a stylesheet that sets only the documented tokens (README «Tema de un portal»). */
  urlCSS: v.nullable(v.string()),
  /** The banner's logo, with its intrinsic size so its room is kept before it loads. */
  logo: v.nullable(v.object({ url: v.string(), ancho: v.number(), alto: v.number() })),
  /** The site's icon (favicon): a square image, in the first HTML. */
  urlIcono: v.nullable(v.string()),
  urlCardOg: v.nullable(v.string()),
  tieneCanal: v.boolean(),
  idAnalytics: v.nullable(v.string()),
  configuracionFeria: v.nullable(ConfiguracionFeriaSchema),
});

export type PortalConfig = v.InferOutput<typeof PortalConfigSchema>;

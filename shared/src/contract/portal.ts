import * as v from 'valibot';

export const TIPOS_PORTAL = ['CORPORATIVO', 'SAAE', 'ALIANZA', 'FERIA'] as const;

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
export type TipoPortal = PortalConfig['tipoPortal'];

/** Used when the api has no configuration for the host (SPEC.md section 9). */
export const DEFAULT_PORTAL_CONFIG: PortalConfig = {
  idDominio: 857,
  dominio: '',
  nombre: 'Portal de Empleo',
  descripcion: 'Ofertas de empleo en Chile',
  tipoPortal: 'CORPORATIVO',
  estado: 'ACTIVADO',
  urlCSS: null,
  logo: null,
  urlIcono: null,
  urlCardOg: null,
  tieneCanal: false,
  idAnalytics: null,
  configuracionFeria: null,
};

/**
 * SAAE and ALIANZA portals show only the offers of their channels (SPEC.md section 7): they search by
 * channel, never by ofertaConfidencial. The one place this rule lives, for the api and the apps.
 */
export function buscaPorCanal(tipoPortal: TipoPortal): boolean {
  return tipoPortal === 'SAAE' || tipoPortal === 'ALIANZA';
}

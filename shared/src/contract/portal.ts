// A portal's rules and defaults, apart from its schemas (portal-esquemas.ts): a first view uses these, and
// only the code that reads a configuration from the api or the browser's storage needs those (issue 27).
import type { PortalConfig } from './portal-esquemas';

export const TIPOS_PORTAL = ['CORPORATIVO', 'SAAE', 'ALIANZA', 'FERIA'] as const;
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

import type { BusquedaParams, Canal, PortalConfig } from '@portal/shared/contract';
import { alcanceBusqueda } from '../../../lib/alcance-busqueda';
import type { EstadoBusqueda } from './estado-busqueda';

export interface SearchContext {
  portal: PortalConfig;
  canales: readonly Canal[];
  /** What the route itself searches: a landing's place, a channel, a category. */
  base: Partial<BusquedaParams>;
  /** ALEATORIO: the session's seed. */
  semilla: number;
  /** GEOLOCALIZACION: the visitor's position; without it the search falls back to newest first. */
  posicion: { lat: number; lon: number } | null;
}

const join = (values: readonly (string | number)[]) => (values.length ? values.join(',') : undefined);
const opt = <T>(value: T | null) => value ?? undefined;

/**
 * The GET /api/searchjob query of a state, without the page. The portal's scope is `alcanceBusqueda`'s
 * (channel portals search their first channel); the others send ofertaConfidencial false unless the visitor
 * asked for confidential offers only.
 */
export function toBusquedaParams(state: EstadoBusqueda, context: SearchContext): BusquedaParams {
  const { portal, canales, base, semilla, posicion } = context;
  const geo = state.orden === 'GEOLOCALIZACION';
  const orden = geo && !posicion ? 'FECHA_PUBLICACION' : state.orden;
  return {
    idDominio: portal.idDominio,
    orden,
    tipoOrden: state.tipoOrden,
    semilla: orden === 'ALEATORIO' ? semilla : undefined,
    lat: orden === 'GEOLOCALIZACION' ? posicion?.lat : undefined,
    lon: orden === 'GEOLOCALIZACION' ? posicion?.lon : undefined,
    ...alcanceBusqueda(portal, canales, state.ofertaConfidencial),
    idEmpresas: join(state.idEmpresas),
    region: join(state.region),
    comuna: join(state.comuna),
    nombreTipoCargo: join(state.nombreTipoCargo),
    nombreArea: join(state.nombreArea),
    carreras: join(state.carreras),
    fechaPublicacion: opt(state.fechaPublicacion),
    jornadas: join(state.jornadas),
    operadorExp: opt(state.operadorExp),
    aniosExperiencia: opt(state.aniosExperiencia),
    aniosExpDesde: opt(state.aniosExpDesde),
    aniosExpHasta: opt(state.aniosExpHasta),
    gradoEscolar: opt(state.gradoEscolar),
    esInclusivo: state.esInclusivo || undefined,
    sueldoDesde: opt(state.sueldoDesde),
    sueldoHasta: opt(state.sueldoHasta),
    tipoCurriculumAceptado: opt(state.tipoCurriculumAceptado),
    idCategorias: join(state.idCategorias),
    ...base,
    // A route's own words (`/trabajo-empleo/{cargo}`) narrow together with the typed keyword.
    palabraClave: [base.palabraClave, state.palabraClave].filter(Boolean).join(' ') || undefined,
  };
}

const SEMILLA_KEY = 'semillaBusqueda';

/** One random seed per browser session, so ALEATORIO pages neither repeat nor skip offers. */
export function sessionSemilla(storage: Storage = sessionStorage): number {
  const stored = Number(storage.getItem(SEMILLA_KEY));
  if (Number.isInteger(stored) && stored > 0) return stored;
  const semilla = 1 + Math.floor(Math.random() * 2_147_483_646);
  storage.setItem(SEMILLA_KEY, String(semilla));
  return semilla;
}

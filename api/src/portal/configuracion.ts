// The white-label configuration of a host name (PortalConfigSchema of the contract).
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

/** Host names are case-insensitive and the client may send a port: both are ignored. */
export function normalizarDominio(dominio: string): string {
  return dominio.trim().toLowerCase().replace(/:\d+$/, '');
}

/** The portal of a normalised host name, or undefined when none is configured. */
export async function configuracionPortal(k: Kysely<Database>, dominio: string) {
  const portal = await k
    .selectFrom('dominio as d')
    .selectAll('d')
    .select((eb) =>
      eb
        .exists(eb.selectFrom('canal as c').whereRef('c.id_dominio', '=', 'd.id_dominio').where('c.estado', '=', 1).select('c.id_canal'))
        .as('tiene_canal'),
    )
    .where('d.dominio', '=', dominio)
    .executeTakeFirst();
  if (!portal) return undefined;
  const feria =
    portal.tipo_portal === 'FERIA' && portal.feria_inicio && portal.feria_termino
      ? {
          fechaInicio: new Date(portal.feria_inicio).toISOString(),
          fechaTermino: new Date(portal.feria_termino).toISOString(),
          preRegistroHabilitado: portal.pre_registro_habilitado,
        }
      : null;
  return {
    idDominio: portal.id_dominio,
    dominio: portal.dominio,
    nombre: portal.nombre,
    descripcion: portal.descripcion,
    tipoPortal: portal.tipo_portal,
    estado: portal.estado,
    urlCSS: portal.url_css,
    logo: portal.logo_url && portal.logo_ancho && portal.logo_alto ? { url: portal.logo_url, ancho: portal.logo_ancho, alto: portal.logo_alto } : null,
    urlIcono: portal.icono_url,
    urlCardOg: portal.url_card_og,
    tieneCanal: Boolean(portal.tiene_canal),
    idAnalytics: portal.id_analytics,
    configuracionFeria: feria,
  };
}

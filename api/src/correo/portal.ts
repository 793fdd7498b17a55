// Whose name an e-mail carries and where its links point. The portal is the one the request came through
// (its host name, as the trusted edge forwards it) when that host is a portal, else the default one; its
// origin always comes from configuration (portal/origenes.ts), so a forged Host can at most pick another
// of our own portals, never put its own host into a link.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { DEFAULT_PORTAL_CONFIG } from '@portal/shared/contract';
import type { Database } from '../db/tables';
import { normalizarDominio } from '../portal/configuracion';
import { origenDelDominio } from '../portal/origenes';
import { PORTAL_POR_DEFECTO } from './plantillas';

export interface PortalDelCorreo {
  nombre: string;
  /** `https://portal.cl`: links in the e-mail are this plus a page path. */
  origen: string;
}

type FilaDominio = Pick<Database['dominio'], 'id_dominio' | 'dominio' | 'nombre'>;

/** The portal among `filas` that `elegir` picks, else the default portal (SPEC.md: id 857). */
export function portalEntre(filas: readonly FilaDominio[], elegir: (fila: FilaDominio) => boolean, origenes: readonly URL[]): PortalDelCorreo {
  const fila = filas.find(elegir) ?? filas.find((f) => f.id_dominio === DEFAULT_PORTAL_CONFIG.idDominio);
  return { nombre: fila?.nombre ?? PORTAL_POR_DEFECTO, origen: fila ? origenDelDominio(fila.dominio, origenes) : origenes[0]!.origin };
}

/** The portal of the request's host name (the app's configured origins: request.server.origenesPortal). */
export async function portalDelCorreo(k: Kysely<Database>, request: FastifyRequest): Promise<PortalDelCorreo> {
  const dominio = normalizarDominio(request.hostname);
  const filas = await k
    .selectFrom('dominio')
    .select(['id_dominio', 'dominio', 'nombre'])
    .where((eb) => eb.or([eb('dominio', '=', dominio), eb('id_dominio', '=', DEFAULT_PORTAL_CONFIG.idDominio)]))
    .execute();
  return portalEntre(filas, (f) => f.dominio === dominio, request.server.origenesPortal);
}

// Whose name an e-mail carries and where its links point: the portal the request came through (the edge
// forwards X-Forwarded-Host/-Proto; Fastify believes them only from API_TRUSTED_PROXIES).
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { normalizarDominio } from '../portal/configuracion';
import { PORTAL_POR_DEFECTO } from './plantillas';

export interface PortalDelCorreo {
  nombre: string;
  /** `https://portal.cl`: links in the e-mail are this plus a page path. */
  origen: string;
}

export async function portalDelCorreo(k: Kysely<Database>, request: FastifyRequest): Promise<PortalDelCorreo> {
  const fila = await k.selectFrom('dominio').select('nombre').where('dominio', '=', normalizarDominio(request.host)).executeTakeFirst();
  return { nombre: fila?.nombre ?? PORTAL_POR_DEFECTO, origen: `${request.protocol}://${request.host}` };
}

// The e-mails of recovery and account settings, queued in the caller's transaction (the outbox of
// correo/bandeja.ts sends them), with the portal's name and the origin the request came through.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { encolarCorreo } from '../correo/bandeja';
import { claveCambiada, codigoRecuperacion, confirmarCorreoNuevo, correoCambiado } from '../correo/plantillas-cuenta';
import { normalizarDominio } from '../portal/configuracion';

export interface ContextoCorreo {
  portal: string;
  /** scheme://host[:port] of the portal the request came through (the edge's X-Forwarded-*, when trusted). */
  origen: string;
}

const PORTAL_POR_DEFECTO = 'Portal de Empleo';

export async function contextoCorreo(k: Kysely<Database>, request: FastifyRequest): Promise<ContextoCorreo> {
  const fila = await k.selectFrom('dominio').select('nombre').where('dominio', '=', normalizarDominio(request.hostname)).executeTakeFirst();
  return { portal: fila?.nombre ?? PORTAL_POR_DEFECTO, origen: `${request.protocol}://${request.host}` };
}

export const avisarCodigoRecuperacion = (k: Kysely<Database>, c: ContextoCorreo, { para, codigo, expira }: { para: string; codigo: string; expira: Date }) =>
  encolarCorreo(k, { para, ...codigoRecuperacion(c.portal, codigo, expira) });

export const avisarClaveCambiada = (k: Kysely<Database>, c: ContextoCorreo, para: string) => encolarCorreo(k, { para, ...claveCambiada(c.portal) });

export const avisarEnlaceCambioCorreo = (k: Kysely<Database>, c: ContextoCorreo, { para, token, expira }: { para: string; token: string; expira: Date }) =>
  encolarCorreo(k, { para, ...confirmarCorreoNuevo(c.portal, `${c.origen}/cambio-email-principal/${token}`, expira) });

export const avisarCorreoCambiado = (k: Kysely<Database>, c: ContextoCorreo, { para, correoNuevo }: { para: string; correoNuevo: string }) =>
  encolarCorreo(k, { para, ...correoCambiado(c.portal, correoNuevo) });

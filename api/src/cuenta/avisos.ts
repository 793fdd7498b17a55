// The e-mails of recovery and account settings, queued in the caller's transaction (the outbox of
// correo/bandeja.ts sends them), with the portal's name and the origin the request came through.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { encolarCorreo } from '../correo/bandeja';
import type { VigenciaCodigo } from '../correo/vigencia';
import { correoClaveCambiada, correoCodigoRecuperacion, correoConfirmarCorreoNuevo, correoCorreoCambiado } from '../correo/plantillas-cuenta';
import { PORTAL_POR_DEFECTO } from '../correo/plantillas';
import { normalizarDominio } from '../portal/configuracion';

export interface ContextoCorreo {
  portal: string;
  /** scheme://host[:port] of the portal the request came through (the edge's X-Forwarded-*, when trusted). */
  origen: string;
}

export async function contextoCorreo(k: Kysely<Database>, request: FastifyRequest): Promise<ContextoCorreo> {
  const fila = await k.selectFrom('dominio').select('nombre').where('dominio', '=', normalizarDominio(request.hostname)).executeTakeFirst();
  return { portal: fila?.nombre ?? PORTAL_POR_DEFECTO, origen: `${request.protocol}://${request.host}` };
}

export const avisarCodigoRecuperacion = (
  k: Kysely<Database>,
  { portal }: ContextoCorreo,
  { vigencia, ...d }: { para: string; codigo: string; expira: Date; vigencia: VigenciaCodigo },
) => encolarCorreo(k, { ...correoCodigoRecuperacion({ portal, ...d }), vigencia });

export const avisarClaveCambiada = (k: Kysely<Database>, { portal }: ContextoCorreo, para: string) => encolarCorreo(k, correoClaveCambiada({ portal, para }));

export const avisarEnlaceCambioCorreo = (k: Kysely<Database>, { portal, origen }: ContextoCorreo, d: { para: string; token: string; expira: Date }) =>
  encolarCorreo(k, correoConfirmarCorreoNuevo({ portal, para: d.para, enlace: `${origen}/cambio-email-principal/${d.token}`, expira: d.expira }));

export const avisarCorreoCambiado = (k: Kysely<Database>, { portal }: ContextoCorreo, d: { para: string; correoNuevo: string }) =>
  encolarCorreo(k, correoCorreoCambiado({ portal, ...d }));

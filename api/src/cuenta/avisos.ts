// The e-mails of recovery and account settings, queued in the caller's transaction (the outbox of
// correo/bandeja.ts sends them), with the name and configured origin of the request's portal.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, VigenciaCodigo } from '../db/tables';
import { encolarCorreo } from '../correo/bandeja';
import { correoClaveCambiada, correoCodigoRecuperacion, correoConfirmarCorreoNuevo, correoCorreoCambiado, correoCuentaEliminada } from '../correo/plantillas-cuenta';
import { portalDelCorreo } from '../correo/portal';

export interface ContextoCorreo {
  portal: string;
  /** scheme://host[:port] of the request's portal, from configuration (correo/portal.ts). */
  origen: string;
}

export async function contextoCorreo(k: Kysely<Database>, request: FastifyRequest): Promise<ContextoCorreo> {
  const { nombre, origen } = await portalDelCorreo(k, request);
  return { portal: nombre, origen };
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

export const avisarCuentaEliminada = (k: Kysely<Database>, { portal }: ContextoCorreo, para: string) => encolarCorreo(k, correoCuentaEliminada({ portal, para }));

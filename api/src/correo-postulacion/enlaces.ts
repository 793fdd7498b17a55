// The links of the e-mails about an application: the placement follow-up's answer and the mobility
// invitation's "desisto", each with a token signed with the e-mail link key (auth/tokens-enlace.ts) and bound
// to its candidate (sub), its application (ref) and its purpose (audience), as the alert e-mails' links are.
import type { PropositoEnlacePostulacion } from '@portal/shared/contract';
import { href } from '@portal/shared/routes';
import { apiError } from '../errors';
import { firmarToken, verificarToken, type Audiencia } from '../auth/tokens-enlace';

const AUDIENCIA: Record<PropositoEnlacePostulacion, Audiencia> = { colocacion: 'colocacion', desiste: 'movilidad-desiste' };

/** A follow-up is answered weeks later; an invitation is about a process that closes sooner. */
export const DURACION_ENLACE_MS: Record<PropositoEnlacePostulacion, number> = { colocacion: 90 * 86_400_000, desiste: 30 * 86_400_000 };

export function firmarEnlacePostulacion(clave: Buffer, proposito: PropositoEnlacePostulacion, idCandidato: number, idPostulacion: number, duracionMs = DURACION_ENLACE_MS[proposito]): string {
  return firmarToken(clave, { sub: String(idCandidato), aud: AUDIENCIA[proposito], ref: String(idPostulacion), duracionMs });
}

/** The page a link opens: `/colocacion/respuesta/{token}` or `/correo/invitacion-movilidad/desiste-proceso/{token}`. */
export function urlEnlacePostulacion(clave: Buffer, origen: string, proposito: PropositoEnlacePostulacion, idCandidato: number, idPostulacion: number): string {
  const token = firmarEnlacePostulacion(clave, proposito, idCandidato, idPostulacion);
  return `${origen}${proposito === 'colocacion' ? href('colocacionRespuesta', { token }) : href('correoDesisteProceso', { token })}`;
}

export interface EnlacePostulacionLeido {
  idCandidato: number;
  idPostulacion: number;
  jti: string;
}

/** Verifies a link's token for `proposito` (401 ENLACE_INVALIDO / ENLACE_EXPIRADO). */
export function leerEnlacePostulacion(clave: Buffer, token: string, proposito: PropositoEnlacePostulacion): EnlacePostulacionLeido {
  const contenido = verificarToken(clave, token, [AUDIENCIA[proposito]]);
  const idCandidato = Number(contenido.sub);
  const idPostulacion = Number(contenido.ref);
  if (!Number.isSafeInteger(idCandidato) || !Number.isSafeInteger(idPostulacion)) throw apiError('ENLACE_INVALIDO');
  return { idCandidato, idPostulacion, jti: contenido.jti };
}

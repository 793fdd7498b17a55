// The links of an alert e-mail: unsubscribe, "¿te sirvió?" vote and stimulus answer, each with a token
// signed with the e-mail link key (auth/tokens-enlace.ts) and bound to its candidate (sub), its alert (ref)
// and its purpose (audience), so a token for one never works for another.
import { href } from '@portal/shared/routes';
import { apiError } from '../errors';
import { firmarToken, verificarToken, type Audiencia } from '../auth/tokens-enlace';

export type Proposito = 'cancelar' | 'votacion' | 'estimulo';
const AUDIENCIA: Record<Proposito, Audiencia> = { cancelar: 'alerta-cancelar', votacion: 'alerta-votacion', estimulo: 'alerta-estimulo' };

/** Links stay valid long after the e-mail: an old e-mail can still unsubscribe. */
export const DURACION_ENLACE_ALERTA_MS = 90 * 86_400_000;

export interface EnlacesAlerta {
  cancelar: string;
  votacion: string;
  estimulo: string;
  /** RFC 8058 one-click unsubscribe: the mail client POSTs `List-Unsubscribe=One-Click` here. */
  unClic: string;
}

export function firmarEnlace(clave: Buffer, proposito: Proposito, idCandidato: number, idAlerta: number): string {
  return firmarToken(clave, { sub: String(idCandidato), aud: AUDIENCIA[proposito], ref: String(idAlerta), duracionMs: DURACION_ENLACE_ALERTA_MS });
}

export function enlacesDeAlerta(clave: Buffer, origen: string, idCandidato: number, idAlerta: number): EnlacesAlerta {
  const token = (proposito: Proposito) => firmarEnlace(clave, proposito, idCandidato, idAlerta);
  const cancelar = token('cancelar');
  const idAlertaTexto = String(idAlerta);
  return {
    cancelar: `${origen}${href('correoCancelarSuscripcion', { idAlerta: idAlertaTexto })}?${new URLSearchParams({ token: cancelar })}`,
    votacion: `${origen}${href('correoVotacion', { hash: token('votacion') })}`,
    estimulo: `${origen}${href('correoRespuestaEstimulo', { hash: token('estimulo') })}`,
    // `jwt` is the query name the request log hides.
    unClic: `${origen}/api/correo/alerta-empleo/cancelar-suscripcion/${idAlertaTexto}/un-clic?${new URLSearchParams({ jwt: cancelar })}`,
  };
}

export interface EnlaceLeido {
  idCandidato: number;
  idAlerta: number;
  jti: string;
  aud: Audiencia;
  exp: number;
}

/** Verifies a link's token for `proposito` (401 ENLACE_INVALIDO / ENLACE_EXPIRADO); `idAlerta`, when given, must be its alert. */
export function leerEnlace(clave: Buffer, token: string, proposito: Proposito, idAlerta?: number): EnlaceLeido {
  const contenido = verificarToken(clave, token, [AUDIENCIA[proposito]]);
  const idCandidato = Number(contenido.sub);
  const alerta = Number(contenido.ref);
  if (!Number.isSafeInteger(idCandidato) || !Number.isSafeInteger(alerta) || (idAlerta !== undefined && alerta !== idAlerta)) throw apiError('ENLACE_INVALIDO');
  return { idCandidato, idAlerta: alerta, jti: contenido.jti, aud: contenido.aud, exp: contenido.exp };
}

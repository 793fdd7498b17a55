import { EnlaceAlertaSchema, type EnlaceAlerta, type RespuestaEstimulo, type VotoAlerta } from '@portal/shared/contract';
import { api } from '@portal/shared/api-nucleo';

/** What an alert e-mail link is for: its token is the only authority (no session). */
export type PropositoEnlaceAlerta = 'cancelar' | 'votacion' | 'estimulo';

/** POST /api/correo/alerta-empleo/enlace: the alert a link is about, and whether it was answered. */
export function leerEnlaceAlerta(token: string, proposito: PropositoEnlaceAlerta): Promise<EnlaceAlerta> {
  return api().post('correo/alerta-empleo/enlace', { json: { token, proposito } }).json(EnlaceAlertaSchema);
}

/** POST /api/correo/alerta-empleo/cancelar-suscripcion/{idAlerta} (204): deletes the alert; 409 RESPUESTA_DOBLE the second time. */
export async function cancelarSuscripcionAlerta(idAlerta: number, token: string): Promise<void> {
  await api().post(`correo/alerta-empleo/cancelar-suscripcion/${idAlerta}`, { json: { token } });
}

/** POST /api/correo/alerta-empleo/votacion (204): "¿te sirvió?"; 409 RESPUESTA_DOBLE the second time. */
export async function votarCorreoAlerta(token: string, voto: VotoAlerta): Promise<void> {
  await api().post('correo/alerta-empleo/votacion', { json: { token, voto } });
}

/** POST /api/correo/alerta-empleo/respuesta-estimulo (204): YA_ENCONTRE also pauses the alert. */
export async function responderEstimuloAlerta(token: string, respuesta: RespuestaEstimulo): Promise<void> {
  await api().post('correo/alerta-empleo/respuesta-estimulo', { json: { token, respuesta } });
}

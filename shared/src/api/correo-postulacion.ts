import { EnlacePostulacionSchema, type EnlacePostulacion, type PropositoEnlacePostulacion } from '@portal/shared/contract';
import { api } from '@portal/shared/api-nucleo';

/** POST /api/correo/postulacion/enlace: the application an e-mail link is about, and whether it was answered (no session). */
export function leerEnlacePostulacion(token: string, proposito: PropositoEnlacePostulacion): Promise<EnlacePostulacion> {
  return api().post('correo/postulacion/enlace', { json: { token, proposito } }).json(EnlacePostulacionSchema);
}

/** POST /api/correo/colocacion/respuesta (204): "¿Fuiste contratado/a?"; 409 RESPUESTA_DOBLE the second time. */
export async function responderColocacion(token: string, contratado: boolean): Promise<void> {
  await api().post('correo/colocacion/respuesta', { json: { token, contratado } });
}

/** POST /api/correo/invitacion-movilidad/desiste-proceso (204): withdraws the invited application; 409 RESPUESTA_DOBLE the second time. */
export async function desistirProcesoMovilidad(token: string): Promise<void> {
  await api().post('correo/invitacion-movilidad/desiste-proceso', { json: { token } });
}

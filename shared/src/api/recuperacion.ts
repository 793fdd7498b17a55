import {
  CodigoEnviadoSchema,
  CodigoVerificadoSchema,
  SolicitudRecuperacionSchema,
  type CodigoEnviado,
  type CodigoVerificado,
  type NuevaClaveBody,
  type RecuperacionBody,
  type SolicitudRecuperacion,
} from '@portal/shared/contract';
import { api } from '@portal/shared/api-nucleo';

/** POST /api/recuperacion: the same shape whether or not the RUN or e-mail has an account. */
export function solicitarRecuperacion(body: RecuperacionBody): Promise<SolicitudRecuperacion> {
  return api().post('recuperacion', { json: body }).json(SolicitudRecuperacionSchema);
}

/** POST /api/recuperacion/{idSolicitud}/enviar: e-mails the 6-digit code. */
export function enviarCodigoRecuperacion(idSolicitud: string): Promise<CodigoEnviado> {
  return api()
    .post(`recuperacion/${encodeURIComponent(idSolicitud)}/enviar`, { json: { destino: 'CORREO' } })
    .json(CodigoEnviadoSchema);
}

/** POST /api/recuperacion/{idSolicitud}/verificar: 400 CODIGO_INCORRECTO, 410 CODIGO_EXPIRADO. */
export function verificarCodigoRecuperacion(idSolicitud: string, codigo: string): Promise<CodigoVerificado> {
  return api()
    .post(`recuperacion/${encodeURIComponent(idSolicitud)}/verificar`, { json: { codigo } })
    .json(CodigoVerificadoSchema);
}

/** POST /api/recuperacion/nueva-clave (answer 204): every session of the account ends. */
export async function cambiarClaveRecuperada(body: NuevaClaveBody): Promise<void> {
  await api().post('recuperacion/nueva-clave', { json: body });
}

import {
  LoginRespuestaSchema,
  RegistroRespuestaSchema,
  type ConfirmarCorreoBody,
  type LoginRespuesta,
  type ReenviarCorreoBody,
  type RegistroBody,
  type RegistroRespuesta,
} from '@portal/shared/contract';
import { api } from '@portal/shared/api-nucleo';

/** POST /api/registro: creates the account and e-mails a code; 409 CUENTA_YA_EXISTE when the e-mail or document is taken. */
export function registrar(body: RegistroBody): Promise<RegistroRespuesta> {
  return api().post('registro', { json: body }).json(RegistroRespuestaSchema);
}

/** POST /api/registro/confirmar: the e-mailed code confirms the account and signs in. */
export function confirmarCorreo(body: ConfirmarCorreoBody): Promise<LoginRespuesta> {
  return api().post('registro/confirmar', { json: body }).json(LoginRespuestaSchema);
}

/** POST /api/registro/reenviar: answered 202 whether or not an unconfirmed account has that e-mail. */
export async function reenviarCorreo(body: ReenviarCorreoBody): Promise<void> {
  await api().post('registro/reenviar', { json: body });
}

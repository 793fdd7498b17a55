import { LoginTokenRespuestaSchema, type LoginRespuesta, type LoginTokenBody } from '@portal/shared/contract';
import { api } from '@portal/shared/api-nucleo';

/**
 * POST /api/login/token: signs in with the token of an e-mail link or a partner site; 401 ENLACE_INVALIDO,
 * ENLACE_EXPIRADO or ENLACE_USADO otherwise.
 */
export function ingresarConToken(body: LoginTokenBody): Promise<LoginRespuesta> {
  return api().post('login/token', { json: body }).json(LoginTokenRespuestaSchema);
}

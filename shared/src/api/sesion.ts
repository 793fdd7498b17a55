import { LoginRespuestaSchema, type LoginBody, type LoginRespuesta } from '../contract';
import { api } from './client';

/** POST /api/login with an e-mail or RUN and a password. A 401 raises an HTTPError. */
export function login(body: LoginBody): Promise<LoginRespuesta> {
  return api().post('login', { json: body }).json(LoginRespuestaSchema);
}

/** GET /api/login/logout-api: revokes the jwt. Fire and forget; the answer is not used. */
export function logoutApi(jwt: string): void {
  api()
    .get('login/logout-api', { headers: { authorization: `Bearer ${jwt}` }, retry: 0 })
    .catch(() => undefined);
}

import { CandidatoSesionSchema, LoginRespuestaSchema, type CandidatoSesion, type LoginBody, type LoginRespuesta } from '@portal/shared/contract';
import { api, withAuth } from '@portal/shared/api-nucleo';

/** POST /api/login with an e-mail or RUN and a password. A 401 raises an HTTPError. */
export function login(body: LoginBody): Promise<LoginRespuesta> {
  return api().post('login', { json: body }).json(LoginRespuestaSchema);
}

/**
 * POST /api/login/logout: revokes the jwt, sent only in the Authorization header (SPEC's GET
 * /api/login/logout-api?jwt= would put it in URLs that logs keep). Fire and forget; the answer is not used.
 */
export function logoutApi(jwt: string): void {
  api()
    .post('login/logout', { headers: { authorization: `Bearer ${jwt}` }, retry: 0 })
    .catch(() => undefined);
}

/** GET /api/candidato/sesion: the signed-in candidate, confirming the stored jwt is still valid. */
export function getSesionCandidato(signal?: AbortSignal): Promise<CandidatoSesion> {
  return api().get('candidato/sesion', withAuth({ signal })).json(CandidatoSesionSchema);
}

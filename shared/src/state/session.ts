import { atom } from 'jotai';
import * as v from 'valibot';
import { CandidatoSesionSchema, LoginSchema, type CandidatoSesion, type Login, type LoginRespuesta } from '@portal/shared/contract';
import { deleteCookie, readCookie, writeCookie } from '@portal/shared/storage';

/** Cookie names and lifetime of SPEC.md sections 3 and 9. */
export const LOGIN_COOKIE = 'loginComunidad';
export const CANDIDATO_COOKIE = 'candidatoComunidad';
export const LOGIN_MAX_AGE_SECONDS = 604800;

export interface Session {
  login: Login;
  candidato: CandidatoSesion;
}

function readJsonCookie<T>(name: string, schema: v.GenericSchema<unknown, T>): T | null {
  const raw = readCookie(name);
  if (!raw) return null;
  try {
    const parsed = v.safeParse(schema, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** The stored session, or null (a missing or damaged cookie counts as signed out). */
export function readStoredSession(): Session | null {
  const login = readJsonCookie(LOGIN_COOKIE, LoginSchema);
  const candidato = readJsonCookie(CANDIDATO_COOKIE, CandidatoSesionSchema);
  return login && candidato ? { login, candidato } : null;
}

export function storeSession({ login, candidato }: LoginRespuesta): Session {
  writeCookie(LOGIN_COOKIE, JSON.stringify(login), { maxAgeSeconds: LOGIN_MAX_AGE_SECONDS });
  writeCookie(CANDIDATO_COOKIE, JSON.stringify(candidato), { maxAgeSeconds: LOGIN_MAX_AGE_SECONDS });
  return { login, candidato };
}

export function clearStoredSession(): void {
  deleteCookie(LOGIN_COOKIE);
  deleteCookie(CANDIDATO_COOKIE);
}

/** The signed-in candidate's session; null for a visitor. Set through the actions in this module. */
export const sessionAtom = atom<Session | null>(null);

export const isFinalizadoAtom = atom((get) => get(sessionAtom)?.candidato.estado === 'FINALIZADO');

/**
 * True once an authenticated call was answered 401/403 and the session dropped, until the candidate signs
 * out on purpose: login-required pages then say the session ended (/sin-sesion) instead of asking to sign in.
 */
export const sesionExpiradaAtom = atom(false);

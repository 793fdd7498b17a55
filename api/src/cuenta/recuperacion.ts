// Password recovery: a request per identifier (RUN or e-mail), a 6-digit code e-mailed for it, the code
// checked into a short-lived change token, and the token spent on the new password.
// Nothing tells a stranger whether an account exists: an unknown identifier gets a request row of its own
// (no candidate), the same answers at every step and the same database work, and its code never matches.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Db } from '../db/db';
import { createKysely } from '../db/kysely';
import type { Database, VigenciaCodigo } from '../db/tables';
import { normalizarRut } from '@portal/shared/rut';
import { apiError } from '../errors';
import { huellaCuenta } from '../auth/huella-cuenta';
import { destinoFicticio, enmascararCorreo } from './mascara';
import { hashCodigo, hashToken, mismoHash, nuevoCodigo, nuevoToken, type Firmador } from './secretos';

const MINUTO = 60_000;
export const CODIGO_VALIDO_MS = 15 * MINUTO;
export const TOKEN_CAMBIO_MS = 15 * MINUTO;
/** A request lives an hour: after that its id is unknown. */
const SOLICITUD_VIVE_MS = 60 * MINUTO;
export const MAX_INTENTOS = 5;
/** Codes one request may send (each replaces the last; the attempts are counted per request, not per code). */
const MAX_ENVIOS = 3;
/** Requests for one identifier within the hour a request lives. */
export const SOLICITUDES_POR_IDENTIFICADOR = 5;

const hace = (ms: number) => sql<Date>`now() - ${ms}::float8 * interval '1 millisecond'`;
const dentroDe = (ms: number) => sql<Date>`now() + ${ms}::float8 * interval '1 millisecond'`;

function normalizar(identificador: string): { correo: string } | { run: string } {
  const limpio = identificador.trim();
  return limpio.includes('@') ? { correo: limpio.toLowerCase() } : { run: normalizarRut(limpio) };
}

export async function solicitarRecuperacion(k: Kysely<Database>, firmar: Firmador, identificador: string) {
  const id = normalizar(identificador);
  const identificadorHash = firmar(`identificador:${'correo' in id ? id.correo : id.run}`);
  const { recientes } = await k
    .selectFrom('recuperacion')
    .select((eb) => eb.fn.countAll<string>().as('recientes'))
    .where('identificador_hash', '=', identificadorHash)
    .where('creada', '>', hace(SOLICITUD_VIVE_MS))
    .executeTakeFirstOrThrow();
  if (Number(recientes) >= SOLICITUDES_POR_IDENTIFICADOR) throw apiError('DEMASIADAS_SOLICITUDES');

  const candidato = await k
    .selectFrom('candidato')
    .select(['id_candidato', 'correo', 'clave_hash', 'correo_confirmado'])
    .$call((q) => ('correo' in id ? q.where((eb) => eb(eb.fn('lower', ['correo']), '=', id.correo)) : q.where('run', '=', id.run)))
    .executeTakeFirst();
  const idSolicitud = randomUUID();
  await k
    .insertInto('recuperacion')
    .values({ id_solicitud: idSolicitud, id_candidato: candidato?.id_candidato ?? null, identificador_hash: identificadorHash, huella_cuenta: candidato ? huellaCuenta(candidato) : null })
    .execute();
  const destino = candidato ? enmascararCorreo(candidato.correo) : 'correo' in id ? enmascararCorreo(id.correo) : destinoFicticio(firmar, id.run);
  return { idSolicitud, destinos: [{ tipo: 'CORREO' as const, valor: destino }] };
}

/** The live request, or 404: unknown, expired, and ids that are not even uuids look the same. */
async function solicitudViva(k: Kysely<Database>, idSolicitud: string) {
  const fila = /^[0-9a-f-]{36}$/i.test(idSolicitud)
    ? await k
        .selectFrom('recuperacion as r')
        .leftJoin('candidato as c', 'c.id_candidato', 'r.id_candidato')
        .select(['r.id_candidato', 'c.correo', 'c.clave_hash', 'c.correo_confirmado', 'r.huella_cuenta', 'r.intentos', 'r.envios', 'r.token_hash'])
        .where('r.id_solicitud', '=', idSolicitud)
        // …or as long as its code, whose window restarts when the outbox sends it late.
        .where((eb) => eb.or([eb('r.creada', '>', hace(SOLICITUD_VIVE_MS)), eb('r.codigo_expira', '>', sql<Date>`now()`)]))
        .executeTakeFirst()
    : undefined;
  if (!fila) throw apiError('SOLICITUD_NO_ENCONTRADA');
  // The account's password, e-mail or confirmation changed since the request (e.g. another request reset it): its code is dead.
  if (fila.correo !== null && fila.huella_cuenta !== huellaCuenta({ correo: fila.correo, clave_hash: fila.clave_hash!, correo_confirmado: fila.correo_confirmado })) {
    throw codigoAgotado();
  }
  return fila;
}

function codigoAgotado() {
  return apiError('CODIGO_EXPIRADO', 'El código expiró o ya no es válido. Pide un nuevo código.');
}

/**
 * Stores a new code for the request and, when it names an account, hands it to `enviar` inside the same
 * transaction (the e-mail is queued only if the code is stored). Returns when the code stops working.
 */
export async function enviarCodigo(
  db: Db,
  firmar: Firmador,
  idSolicitud: string,
  enviar: (k: Kysely<Database>, para: string, codigo: string, expira: Date, vigencia: VigenciaCodigo) => Promise<void>,
): Promise<Date> {
  const solicitud = await solicitudViva(createKysely(db), idSolicitud);
  if (solicitud.intentos >= MAX_INTENTOS || solicitud.token_hash) throw codigoAgotado();
  const codigo = nuevoCodigo();
  const codigoHash = hashCodigo(firmar, idSolicitud, codigo);
  return db.transaction(async (tx) => {
    const t = createKysely(tx);
    const fila = await t
      .updateTable('recuperacion')
      .set((eb) => ({ codigo_hash: codigoHash, codigo_expira: dentroDe(CODIGO_VALIDO_MS), envios: eb('envios', '+', 1) }))
      .where('id_solicitud', '=', idSolicitud)
      .where('envios', '<', MAX_ENVIOS)
      .returning('codigo_expira')
      .executeTakeFirst();
    if (!fila) throw apiError('DEMASIADAS_SOLICITUDES');
    const expira = new Date(fila.codigo_expira!);
    const vigencia = { tipo: 'recuperacion' as const, id: idSolicitud, codigoHash, duracionMs: CODIGO_VALIDO_MS, expira: expira.toISOString() };
    if (solicitud.correo) await enviar(t, solicitud.correo, codigo, expira, vigencia);
    return expira;
  });
}

/** Checks a code: each try spends one of the request's attempts first, so parallel tries cannot exceed them. */
export async function verificarCodigo(k: Kysely<Database>, firmar: Firmador, idSolicitud: string, codigo: string): Promise<string> {
  await solicitudViva(k, idSolicitud);
  const intento = await k
    .updateTable('recuperacion')
    .set((eb) => ({ intentos: eb('intentos', '+', 1) }))
    .where('id_solicitud', '=', idSolicitud)
    .where('intentos', '<', MAX_INTENTOS)
    .where('codigo_hash', 'is not', null)
    .where('codigo_expira', '>', sql<Date>`now()`)
    .returning(['intentos', 'codigo_hash', 'id_candidato'])
    .executeTakeFirst();
  if (!intento) throw codigoAgotado();
  const esperado = hashCodigo(firmar, idSolicitud, codigo);
  // A request without account has a code too, and is compared the same way; it just never counts.
  const correcto = mismoHash(intento.codigo_hash!, esperado) && intento.id_candidato !== null;
  if (!correcto) {
    const quedan = MAX_INTENTOS - intento.intentos;
    if (quedan <= 0) throw apiError('CODIGO_EXPIRADO', `Ingresaste un código incorrecto ${MAX_INTENTOS} veces. Pide un nuevo código.`);
    throw apiError('CODIGO_INCORRECTO', `El código no es correcto. Te ${quedan === 1 ? 'queda 1 intento' : `quedan ${quedan} intentos`}.`);
  }
  const token = nuevoToken();
  // Single use: only the try that still finds this code's hash gets the token.
  const canjeado = await k
    .updateTable('recuperacion')
    .set({ codigo_hash: null, token_hash: hashToken(token), token_expira: dentroDe(TOKEN_CAMBIO_MS) })
    .where('id_solicitud', '=', idSolicitud)
    .where('codigo_hash', '=', esperado)
    .returning('id_solicitud')
    .executeTakeFirst();
  if (!canjeado) throw codigoAgotado();
  return token;
}

const tokenVencido = () => apiError('CODIGO_EXPIRADO', 'El plazo para cambiar tu contraseña terminó. Pide un nuevo código.');

/** The account a live, unused change token belongs to (410 otherwise). */
export async function cuentaDelToken(k: Kysely<Database>, tokenCambio: string) {
  const fila = await k
    .selectFrom('recuperacion as r')
    .innerJoin('candidato as c', 'c.id_candidato', 'r.id_candidato')
    .select(['c.id_candidato', 'c.correo', 'c.numero_documento', 'c.clave_hash', 'c.correo_confirmado', 'r.huella_cuenta'])
    .where('r.token_hash', '=', hashToken(tokenCambio))
    .where('r.token_usado', 'is', null)
    .where('r.token_expira', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (!fila || fila.huella_cuenta !== huellaCuenta(fila)) throw tokenVencido();
  return fila;
}

/** Spends the token inside the caller's transaction: of two concurrent uses, one wins. */
export async function gastarToken(k: Kysely<Database>, tokenCambio: string): Promise<void> {
  const gastado = await k
    .updateTable('recuperacion')
    .set({ token_usado: sql<Date>`now()` })
    .where('token_hash', '=', hashToken(tokenCambio))
    .where('token_usado', 'is', null)
    .where('token_expira', '>', sql<Date>`now()`)
    .returning('id_solicitud')
    .executeTakeFirst();
  if (!gastado) throw tokenVencido();
}

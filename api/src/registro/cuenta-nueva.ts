// Registration: the server-side rules of RegistroBody, the new candidate with its consent and code in one
// transaction, and the e-mail with the code and the confirmation link queued in that same transaction.
import { hash } from '@node-rs/argon2';
import type { Kysely } from 'kysely';
import { problemasClave, VERSION_POLITICA_PRIVACIDAD, type RegistroBody } from '@portal/shared/contract';
import { normalizarRut, rutValido } from '@portal/shared/rut';
import type { Db } from '../db/db';
import { createKysely } from '../db/kysely';
import type { Database } from '../db/tables';
import { apiError } from '../errors';
import { encolarCorreo } from '../correo/bandeja';
import { correoConfirmacion } from '../correo/plantillas';
import type { PortalDelCorreo } from '../correo/portal';
import { COLUMNAS_ESTADO, huellaCuenta } from '../auth/huella-cuenta';
import { firmarToken } from '../auth/tokens-enlace';
import { DURACION_CODIGO_MS, nuevoCodigo } from './codigo';

const PASAPORTE = /^[A-Za-z0-9]{5,20}$/;

/** The document as stored (RUN normalised, passport upper-case), or 400 with what is wrong. */
export function documentoNormalizado(tipo: RegistroBody['tipoDocumento'], numero: string): string {
  if (tipo === 'RUN') {
    // normalizarRut strips leading zeros: "0-0" passes the check digit but names no one.
    if (!rutValido(numero) || normalizarRut(numero).length < 2) throw apiError('VALIDACION', 'El RUN no es válido: revisa el número y el dígito verificador.');
    return normalizarRut(numero);
  }
  if (!PASAPORTE.test(numero.trim())) throw apiError('VALIDACION', 'El número de pasaporte debe tener entre 5 y 20 letras o números, sin espacios ni signos.');
  return numero.trim().toUpperCase();
}

function exigirReglas(datos: RegistroBody & { numero: string }): void {
  if (!datos.nombres.trim() || !datos.apellidos.trim()) throw apiError('VALIDACION', 'Ingresa tus nombres y apellidos.');
  if (!datos.aceptaPolitica) throw apiError('CONSENTIMIENTO_REQUERIDO');
  if (datos.versionPolitica !== VERSION_POLITICA_PRIVACIDAD) {
    throw apiError('CONSENTIMIENTO_REQUERIDO', 'La política de privacidad cambió. Recarga la página, revísala y acéptala para crear tu cuenta.');
  }
  const [problema] = problemasClave(datos.clave, { correo: datos.correo, numeroDocumento: datos.numero });
  if (problema) throw apiError('CLAVE_DEBIL', problema);
}

async function existeCuenta(k: Kysely<Database>, correo: string, tipo: RegistroBody['tipoDocumento'], numero: string): Promise<boolean> {
  const fila = await k
    .selectFrom('candidato')
    .select('id_candidato')
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['correo']), '=', correo.toLowerCase()),
        eb.and([eb('tipo_documento', '=', tipo), eb(eb.fn('upper', ['numero_documento']), '=', numero)]),
        // A RUN is one person's whatever the form says: a RUN typed as a passport number still collides.
        eb('run', '=', numero),
      ]),
    )
    .executeTakeFirst();
  return fila !== undefined;
}

/** The outbox gives up on a message after about 14 hours: a link's own expiry only has to outlast that. */
const VIDA_MAXIMA_ENLACE_MS = 24 * 60 * 60_000;

/**
 * The e-mail link that confirms the address and signs in (`/ingresa-a-tu-cuenta/{jwt}`, single use): it works
 * while the code of its e-mail does (30 minutes from the send, ingreso-con-token.ts), and is bound to the
 * account's state now: once confirmed by code or with a new password, the link is dead.
 */
export async function enlaceConfirmacion(k: Kysely<Database>, claveEnlaces: Buffer, origen: string, idCandidato: number): Promise<string> {
  const estado = await k.selectFrom('candidato').select(COLUMNAS_ESTADO).where('id_candidato', '=', idCandidato).executeTakeFirstOrThrow();
  const jwt = firmarToken(claveEnlaces, { sub: String(idCandidato), aud: 'confirmar-correo', duracionMs: VIDA_MAXIMA_ENLACE_MS, est: huellaCuenta(estado) });
  return `${origen}/ingresa-a-tu-cuenta/${jwt}`;
}

/** Queues the confirmation e-mail with a fresh code; the code's deadline. */
export async function enviarConfirmacion(
  k: Kysely<Database>,
  claveEnlaces: Buffer,
  portal: PortalDelCorreo,
  candidato: { idCandidato: number; correo: string; nombres: string },
): Promise<Date> {
  const { codigo, codigoHash, expira } = await nuevoCodigo(k, candidato.idCandidato);
  const enlace = await enlaceConfirmacion(k, claveEnlaces, portal.origen, candidato.idCandidato);
  await encolarCorreo(k, {
    ...correoConfirmacion({ portal: portal.nombre, para: candidato.correo, nombres: candidato.nombres, codigo, enlace, expira }),
    vigencia: { tipo: 'registro', id: String(candidato.idCandidato), codigoHash, duracionMs: DURACION_CODIGO_MS, expira: expira.toISOString() },
  });
  return expira;
}

const UNIQUE_VIOLATION = '23505';

export async function registrarCuenta(db: Db, claveEnlaces: Buffer, portal: PortalDelCorreo, body: RegistroBody): Promise<{ correo: string; codigoExpira: string }> {
  const numero = documentoNormalizado(body.tipoDocumento, body.numeroDocumento);
  const correo = body.correo.trim();
  exigirReglas({ ...body, correo, numero });
  if (await existeCuenta(createKysely(db), correo, body.tipoDocumento, numero)) throw apiError('CUENTA_YA_EXISTE');
  const claveHash = await hash(body.clave);
  try {
    const expira = await db.transaction(async (tx) => {
      const k = createKysely(tx);
      const { id_candidato: idCandidato } = await k
        .insertInto('candidato')
        .values({
          correo,
          run: body.tipoDocumento === 'RUN' ? numero : null,
          tipo_documento: body.tipoDocumento,
          numero_documento: numero,
          clave_hash: claveHash,
          nombres: body.nombres.trim(),
          apellidos: body.apellidos.trim(),
          archivo: null,
          estado: 'INCOMPLETO',
          correo_confirmado: null,
          telefono: null,
          id_region: null,
          id_comuna: null,
          fecha_nacimiento: null,
          genero: null,
          nacionalidad: null,
          datos_actualizados: null,
        })
        .returning('id_candidato')
        .executeTakeFirstOrThrow();
      await k.insertInto('consentimiento').values({ id_candidato: idCandidato, version: body.versionPolitica }).execute();
      return enviarConfirmacion(k, claveEnlaces, portal, { idCandidato, correo, nombres: body.nombres.trim() });
    });
    return { correo, codigoExpira: expira.toISOString() };
  } catch (error) {
    // Two registrations with the same data at once: the second meets the unique index.
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw apiError('CUENTA_YA_EXISTE');
    throw error;
  }
}

// POST /api/login/token: sign-in with the token of an e-mail link or of a partner site.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { LoginTokenBody } from '@portal/shared/contract';
import { candidatoPorUsuario, ingresar } from '../auth/candidatos';
import { COLUMNAS_ESTADO, huellaCuenta } from '../auth/huella-cuenta';
import { gastarToken, verificarToken } from '../auth/tokens-enlace';
import { createKysely } from '../db/kysely';
import { apiError } from '../errors';

export interface ClavesDeToken {
  /** Key of the api's own e-mail links (claveDeEnlaces). */
  enlaces: Buffer;
  /** INGRESO_EXTERNO_SECRETO: without it partner tokens are refused. */
  externo?: string;
}

/** The candidate a token names: its id for e-mail links, the e-mail or RUN for a partner (who knows no ids). */
async function idDelToken(app: FastifyInstance, sub: string, externo: boolean): Promise<number> {
  if (externo) {
    const encontrado = await candidatoPorUsuario(app.k, sub);
    if (!encontrado) throw apiError('ENLACE_INVALIDO');
    return encontrado.id_candidato;
  }
  if (!/^[1-9]\d{0,9}$/.test(sub)) throw apiError('ENLACE_INVALIDO');
  return Number(sub);
}

export async function ingresarConToken(app: FastifyInstance, claves: ClavesDeToken, { token, externo }: LoginTokenBody) {
  if (externo && !claves.externo) throw apiError('ENLACE_INVALIDO');
  const contenido = externo
    ? verificarToken(claves.externo!, token, ['ingreso-externo'])
    : verificarToken(claves.enlaces, token, ['confirmar-correo', 'ingreso']);
  const idCandidato = await idDelToken(app, contenido.sub, externo);
  return app.db.transaction(async (tx) => {
    const k = createKysely(tx);
    const candidato = await k.selectFrom('candidato').select(COLUMNAS_ESTADO).where('id_candidato', '=', idCandidato).executeTakeFirst();
    if (!candidato) throw apiError('ENLACE_INVALIDO');
    await gastarToken(k, contenido);
    // The api's own links were made for the account as it was: confirmed, reset or moved since, they are dead
    // (the refusal rolls the spending back; a link used once still says so).
    if (!externo && contenido.est !== huellaCuenta(candidato)) throw apiError('ENLACE_INVALIDO');
    if (contenido.aud === 'confirmar-correo') {
      // The link lives as long as the code beside it in the e-mail, whose window starts when it is sent.
      const codigo = await k.selectFrom('codigo_confirmacion').select('id_candidato').where('id_candidato', '=', idCandidato).where('expira', '>', sql<Date>`now()`).executeTakeFirst();
      if (!codigo) throw apiError('ENLACE_EXPIRADO');
      // The link reached the mailbox: that is what the code proves too, so the code goes.
      await k.updateTable('candidato').set({ correo_confirmado: sql<Date>`coalesce(correo_confirmado, now())` }).where('id_candidato', '=', idCandidato).execute();
      await k.deleteFrom('codigo_confirmacion').where('id_candidato', '=', idCandidato).execute();
    } else if (!candidato.correo_confirmado) {
      throw apiError('CUENTA_NO_CONFIRMADA');
    }
    return idCandidato;
  }).then((id) => ingresar(app, id));
}

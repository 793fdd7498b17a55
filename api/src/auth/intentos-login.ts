// Throttling of failed logins, counted in the database (table intento_login, shared by every api process)
// under two separate keys: the account typed (normalised e-mail or RUN, whether or not it exists, so the
// answer never reveals which accounts exist) and the client's address. Locking one account or one address
// never locks another, and a successful login clears only its own account's count.
import { createHash } from 'node:crypto';
import type { Db } from '../db/db';
import { apiError } from '../errors';
import { normalizarRut } from '@portal/shared/rut';


export interface LimitesLogin {
  /** Failures of one account within `ventanaMs` that lock it. */
  porCuenta: number;
  /** Failures from one address, over any accounts, within `ventanaMs` that lock it (password spraying). */
  porDireccion: number;
  ventanaMs: number;
  bloqueoMs: number;
}

const MINUTO = 60_000;

export const LIMITES_LOGIN: LimitesLogin = { porCuenta: 10, porDireccion: 50, ventanaMs: 15 * MINUTO, bloqueoMs: 15 * MINUTO };

/** The account key: a hash, so that what people type in the user field (a password, at times) is never stored. */
export function claveDeCuenta(usuario: string): string {
  const limpio = usuario.trim();
  const normalizado = limpio.includes('@') ? limpio.toLowerCase() : normalizarRut(limpio);
  return `cuenta:${createHash('sha256').update(normalizado).digest('hex')}`;
}

const claveDeDireccion = (ip: string) => `ip:${ip}`;

const minutos = (n: number) => `${n} ${n === 1 ? 'minuto' : 'minutos'}`;

export function intentosLogin(db: Db, limites: LimitesLogin = LIMITES_LOGIN) {
  async function registrar(clave: string, maximo: number): Promise<void> {
    const { rows } = await db.query<{ fallos: number }>(
      `INSERT INTO intento_login AS i (clave, fallos, desde) VALUES ($1, 1, now())
       ON CONFLICT (clave) DO UPDATE SET
         fallos = CASE WHEN i.desde > now() - $2::float8 * interval '1 millisecond' THEN i.fallos + 1 ELSE 1 END,
         desde = CASE WHEN i.desde > now() - $2::float8 * interval '1 millisecond' THEN i.desde ELSE now() END
       RETURNING fallos`,
      [clave, limites.ventanaMs],
    );
    if (rows[0]!.fallos < maximo) return;
    // Counting starts again once the lock is over.
    await db.query(
      `UPDATE intento_login SET bloqueada_hasta = now() + $2::float8 * interval '1 millisecond', fallos = 0, desde = now() WHERE clave = $1`,
      [clave, limites.bloqueoMs],
    );
  }

  return {
    /** Refuses with a Spanish 429 when the address or the account is locked. */
    async exigirSinBloqueo(usuario: string, ip: string): Promise<void> {
      const cuenta = claveDeCuenta(usuario);
      const { rows } = await db.query<{ clave: string; minutos: number }>(
        `SELECT clave, ceil(extract(epoch FROM bloqueada_hasta - now()) / 60)::int AS minutos
         FROM intento_login WHERE clave IN ($1, $2) AND bloqueada_hasta > now()`,
        [cuenta, claveDeDireccion(ip)],
      );
      const direccion = rows.find((fila) => fila.clave !== cuenta);
      if (direccion) {
        throw apiError('DEMASIADOS_INTENTOS', `Demasiados intentos de ingreso desde tu conexión. Espera ${minutos(direccion.minutos)} e inténtalo nuevamente.`);
      }
      const bloqueada = rows.find((fila) => fila.clave === cuenta);
      if (bloqueada) {
        throw apiError('CUENTA_BLOQUEADA_TEMPORALMENTE', `Demasiados intentos fallidos para esta cuenta. Espera ${minutos(bloqueada.minutos)} e inténtalo nuevamente.`);
      }
    },

    async registrarFallo(usuario: string, ip: string): Promise<void> {
      await registrar(claveDeCuenta(usuario), limites.porCuenta);
      await registrar(claveDeDireccion(ip), limites.porDireccion);
      await db.query(
        `DELETE FROM intento_login
         WHERE desde < now() - $1::float8 * interval '1 millisecond' AND (bloqueada_hasta IS NULL OR bloqueada_hasta < now())`,
        [limites.ventanaMs],
      );
    },

    /** A right password clears its account's failures; the address keeps its count (one valid account must not reset it). */
    async registrarExito(usuario: string): Promise<void> {
      await db.query('DELETE FROM intento_login WHERE clave = $1', [claveDeCuenta(usuario)]);
    },
  };
}

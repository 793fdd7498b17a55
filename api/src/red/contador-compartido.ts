// The store of @fastify/rate-limit behind every per-address and per-account limit (limite.ts,
// limite-documentos.ts): counted in the database (table limite_solicitud), so N api replicas on one
// PostgreSQL allow together what one allows. As the plugin's own memory store, a key's window is fixed: it
// opens with its first request and lasts `timeWindow`. The database's clock decides, never a replica's.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/db';

/** How often each process deletes the rows of ended windows. */
const PODA_MS = 60_000;

const CONTAR = `
  INSERT INTO limite_solicitud AS l (clave, cuenta, hasta) VALUES ($1, 1, now() + $2::float8 * interval '1 millisecond')
  ON CONFLICT (clave) DO UPDATE SET
    cuenta = CASE WHEN l.hasta > now() THEN l.cuenta + 1 ELSE 1 END,
    hasta = CASE WHEN l.hasta > now() THEN l.hasta ELSE excluded.hasta END
  RETURNING cuenta, greatest(0, ceil(extract(epoch FROM hasta - now()) * 1000))::int AS ttl`;

export function contadorCompartido(db: Db): FastifyRateLimitStoreCtor {
  let ultimaPoda = 0;

  /** This key's requests in its window, this one included, and the milliseconds left of the window. */
  async function contar(clave: string, ventanaMs: number): Promise<{ current: number; ttl: number }> {
    const { rows } = await db.query<{ cuenta: number; ttl: number }>(CONTAR, [clave, ventanaMs]);
    if (Date.now() - ultimaPoda > PODA_MS) {
      ultimaPoda = Date.now();
      await db.query(`DELETE FROM limite_solicitud WHERE hasta < now()`);
    }
    return { current: rows[0]!.cuenta, ttl: rows[0]!.ttl };
  }

  return class ContadorEnBase implements FastifyRateLimitStore {
    incr(clave: string, responder: (error: Error | null, cuenta?: { current: number; ttl: number }) => void, ventanaMs: number): void {
      contar(clave, ventanaMs).then(
        (cuenta) => responder(null, cuenta),
        (error: Error) => responder(error),
      );
    }

    // Each limit's keys carry its name (limite.ts), so one table serves them all.
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

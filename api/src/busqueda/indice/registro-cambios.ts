// Reads the change log of migration 022 for one search thread: which offers changed since it last looked.
//
// Why by transaction, not by id: a change gets its id when written but is seen only at commit, so
// transaction A (id 10) may commit after B (id 11), and a reader that saw 11 and then asked for "id > 11"
// would never see 10. Each read therefore also takes its snapshot's horizon (pg_snapshot_xmin): every
// transaction below it has finished, so all of their changes were visible to that very read. The next read
// asks again for every change of a transaction at or above that horizon (those still running then, or begun
// since), whatever their ids, and skips by id the ones it already applied. A long transaction holds nobody
// up: it only keeps a few changes coming back in each read until it ends. Nothing is locked and no change
// waits for another to commit. PGlite (one session, no concurrent transactions) reads the same way.
import type { Consultas } from '../../db/db';

export interface LecturaCambios {
  /** The horizon the read asked from. */
  desde: bigint;
  /** Its own snapshot's: every transaction below it had finished, so its changes are all in this read. */
  horizonte: bigint;
  /** The newest transaction whose changes were deleted from the log (podarCambios). */
  podado: bigint;
  cambios: { id: string; xid: bigint; idOferta: number | null; tabla: string }[];
}

export interface Pendientes {
  /** Offers to read again. */
  ofertas: Set<number>;
  /** Names of companies, regions or categories, or a fair's companies, changed. */
  catalogos: boolean;
  /** Only a full load brings the copy up to date: a table emptied, or changes deleted before this thread read them. */
  completa: boolean;
}

// The last three decide whether an offer takes quick apply (migration 034).
const TABLAS_DE_OFERTAS = new Set(['oferta', 'oferta_canal', 'oferta_categoria', 'oferta_pregunta', 'oferta_documento', 'oferta_institucion']);
const CATALOGOS = new Set(['empresa', 'region', 'categoria', 'feria_empresa']);

interface FilaLeida {
  horizonte: string;
  podado: string;
  id: string | null;
  xid: string | null;
  id_oferta: number | null;
  tabla: string | null;
}

export class RegistroDeCambios {
  private horizonte = 0n;
  /** Changes applied whose transaction is not below the horizon yet: they come back in every read. */
  private readonly aplicados = new Map<string, bigint>();

  constructor(private readonly db: Consultas) {}

  /** Taken before a full load: whatever was not finished then is read (again) from the log afterwards. */
  async horizonteActual(): Promise<bigint> {
    const { rows } = await this.db.query<{ h: string }>('SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS h');
    return BigInt(rows[0]!.h);
  }

  /** After a full load that began at `horizonte`. */
  reiniciar(horizonte: bigint): void {
    this.horizonte = horizonte;
    this.aplicados.clear();
  }

  /** One statement, so the changes and the horizon come from one snapshot. */
  async leer(): Promise<LecturaCambios> {
    const desde = this.horizonte;
    const { rows } = await this.db.query<FilaLeida>(
      `SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS horizonte, p.hasta::text AS podado,
              c.id_cambio::text AS id, c.xid::text AS xid, c.id_oferta, c.tabla
         FROM busqueda_cambio_podado p LEFT JOIN busqueda_cambio c ON c.xid >= $1::text::xid8`,
      [desde.toString()],
    );
    return {
      desde,
      horizonte: BigInt(rows[0]!.horizonte),
      podado: BigInt(rows[0]!.podado),
      cambios: rows.filter((f) => f.id !== null).map((f) => ({ id: f.id!, xid: BigInt(f.xid!), idOferta: f.id_oferta, tabla: f.tabla! })),
    };
  }

  /** What a read brings that the copy does not have yet. */
  pendientes(lectura: LecturaCambios): Pendientes {
    const pendientes: Pendientes = { ofertas: new Set(), catalogos: false, completa: lectura.podado >= lectura.desde };
    for (const cambio of lectura.cambios) {
      if (cambio.xid < this.horizonte || this.aplicados.has(cambio.id)) continue;
      if (cambio.idOferta !== null && TABLAS_DE_OFERTAS.has(cambio.tabla)) pendientes.ofertas.add(cambio.idOferta);
      else if (CATALOGOS.has(cambio.tabla)) pendientes.catalogos = true;
      else pendientes.completa = true;
    }
    return pendientes;
  }

  /** Once what `lectura` brought is in the copy. */
  aplicada(lectura: LecturaCambios): void {
    // Only a read that asked from the current horizon (or further back) saw everything below its own.
    if (lectura.desde <= this.horizonte && lectura.horizonte > this.horizonte) {
      this.horizonte = lectura.horizonte;
      for (const [id, xid] of this.aplicados) if (xid < this.horizonte) this.aplicados.delete(id);
    }
    for (const cambio of lectura.cambios) if (cambio.xid >= this.horizonte) this.aplicados.set(cambio.id, cambio.xid);
  }
}

/**
 * Deletes changes older than an hour, every thread has read them by then, and keeps the newest transaction
 * deleted, so a thread that had not (stopped for that long) loads everything instead of missing them.
 */
export async function podarCambios(db: Consultas): Promise<void> {
  await db.query(
    `WITH podados AS (DELETE FROM busqueda_cambio WHERE creado < now() - interval '1 hour' RETURNING xid)
     UPDATE busqueda_cambio_podado SET hasta = greatest(hasta, (SELECT max(xid) FROM podados))
      WHERE EXISTS (SELECT FROM podados)`,
  );
}

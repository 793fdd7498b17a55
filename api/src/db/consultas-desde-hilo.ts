// The worker-side end of AccesoDesdeHilo: read queries straight to PGlite's worker through its port, or
// over a small pool of the PostgreSQL server's own.
import type { MessagePort } from 'node:worker_threads';
import pg from 'pg';
import type { AccesoDesdeHilo, Consultas } from './db';
import { baseNoDisponible, servidorInalcanzable } from './no-disponible';
import { conTiempoLimite } from './tiempo-limite';

/** As PgliteDb's own calls: a read that gets no answer fails instead of holding a search forever. */
const TIEMPO_MAXIMO_MS = 60_000;

interface Respuesta {
  id: number;
  result?: { rows: unknown[] };
  error?: { message: string; code?: string };
}

function porPuerto(puerto: MessagePort): Consultas & { cerrar(): Promise<void> } {
  const pendientes = new Map<number, { resolve: (valor: { rows: unknown[] }) => void; reject: (error: Error) => void }>();
  let siguiente = 1;
  let cerrado = false;
  puerto.on('message', ({ id, result, error }: Respuesta) => {
    const pendiente = pendientes.get(id);
    pendientes.delete(id);
    if (error) pendiente?.reject(Object.assign(new Error(error.message), { code: error.code }));
    else pendiente?.resolve(result!);
  });
  // PGlite's worker died (or the port was closed): nothing will answer any more.
  puerto.on('close', () => {
    cerrado = true;
    for (const pendiente of pendientes.values()) pendiente.reject(baseNoDisponible(new Error('El puerto de PGlite se cerró.')));
    pendientes.clear();
  });
  const query = <R>(sql: string, params: readonly unknown[] = []) => {
    if (cerrado) return Promise.reject(baseNoDisponible(new Error('El puerto de PGlite está cerrado.')));
    const id = siguiente++;
    const respuesta = new Promise<{ rows: R[] }>((resolve, reject) => {
      pendientes.set(id, { resolve: resolve as (valor: { rows: unknown[] }) => void, reject });
      puerto.postMessage({ id, op: 'query', sql, params });
    });
    return conTiempoLimite(respuesta, TIEMPO_MAXIMO_MS, () => {
      pendientes.delete(id);
      return baseNoDisponible(new Error(`La base de datos no respondió en ${TIEMPO_MAXIMO_MS} ms.`));
    });
  };
  return { query, cerrar: async () => puerto.close() };
}

function porServidor(url: string): Consultas & { cerrar(): Promise<void> } {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  // An idle connection the server dropped must not end the thread: the next query reconnects or fails.
  pool.on('error', () => undefined);
  return {
    query: async <R>(sql: string, params: readonly unknown[] = []) => {
      try {
        return { rows: (await pool.query(sql, params as unknown[])).rows as R[] };
      } catch (error) {
        throw servidorInalcanzable(error as { code?: unknown }) ? baseNoDisponible(error as Error) : error;
      }
    },
    cerrar: () => pool.end(),
  };
}

export function consultasDesdeHilo(acceso: AccesoDesdeHilo): Consultas & { cerrar(): Promise<void> } {
  return acceso.tipo === 'pglite' ? porPuerto(acceso.puerto) : porServidor(acceso.url);
}

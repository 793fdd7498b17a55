// A database the api's own thread still reaches but a helper thread (the search's) loses on demand: its way
// in (AccesoDesdeHilo) goes through a relay that `cortar()` closes. PGlite: a port relayed into PGlite's
// worker; PostgreSQL: a TCP proxy in front of the server. What the thread sees is what it would see of a
// database that went away: a closed port, a dropped connection and then a refused one.
import net from 'node:net';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import type { AccesoDesdeHilo, Db } from '../../src/db/db';

export interface AccesoCortable {
  db: Db;
  cortar(): Promise<void>;
}

/** The same database with another way in for helper threads. */
function conAcceso(db: Db, accesoDesdeHilo: () => AccesoDesdeHilo): Db {
  return { kind: db.kind, query: (sql, params) => db.query(sql, params), exec: (sql) => db.exec(sql), transaction: (fn) => db.transaction(fn), close: () => db.close(), sondear: db.sondear && ((ms) => db.sondear!(ms)), accesoDesdeHilo };
}

export async function accesoCortable(db: Db): Promise<AccesoCortable> {
  return db.kind === 'pglite' ? porPuertoRelevado(db) : porProxy(db);
}

function porPuertoRelevado(db: Db): AccesoCortable {
  const relevos: MessagePort[] = [];
  const accesoDesdeHilo = (): AccesoDesdeHilo => {
    const { puerto } = db.accesoDesdeHilo() as { puerto: MessagePort };
    const { port1, port2 } = new MessageChannel();
    port1.on('message', (mensaje) => puerto.postMessage(mensaje));
    puerto.on('message', (mensaje) => port1.postMessage(mensaje));
    relevos.push(port1, puerto);
    return { tipo: 'pglite', puerto: port2 };
  };
  return { db: conAcceso(db, accesoDesdeHilo), cortar: async () => relevos.forEach((puerto) => puerto.close()) };
}

async function porProxy(db: Db): Promise<AccesoCortable> {
  const servidor = new URL((db.accesoDesdeHilo() as { url: string }).url);
  const sockets = new Set<net.Socket>();
  const proxy = net.createServer((cliente) => {
    const hacia = net.connect(Number(servidor.port), servidor.hostname);
    for (const socket of [cliente, hacia]) {
      sockets.add(socket);
      socket.on('error', () => undefined).on('close', () => sockets.delete(socket));
    }
    cliente.pipe(hacia).pipe(cliente);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const url = new URL(servidor);
  url.host = `127.0.0.1:${(proxy.address() as net.AddressInfo).port}`;
  return {
    db: conAcceso(db, () => ({ tipo: 'postgres', url: url.href })),
    cortar: async () => {
      const cerrado = new Promise<void>((resolve) => proxy.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await cerrado;
    },
  };
}

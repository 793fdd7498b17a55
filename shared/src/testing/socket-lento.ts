// A client over a raw socket that sends what a test says and then keeps quiet, trickles or stops, and
// reports what the server answered and when it closed the connection: what inject() cannot imitate. For the
// servers' tests (the api's slow uploads, the edge's timeouts); Node only, so not in @portal/shared/testing.
import net from 'node:net';

export interface Conexion {
  socket: net.Socket;
  /** Everything the server sent so far. */
  recibido(): string;
  /** Resolves with what the server sent once it closed the connection, or null if it was still open after `ms`. */
  cierre(ms: number): Promise<string | null>;
  /** Resolves once the server's whole answer arrived (status, headers, Content-Length bytes), or null after `ms`. */
  respuesta(ms: number): Promise<string | null>;
}

export async function conectar(port: number, inicio: Buffer | string): Promise<Conexion> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const trozos: Buffer[] = [];
  let cerrado = false;
  socket.on('data', (trozo: Buffer) => trozos.push(trozo));
  // A server that closes while the client still writes resets the connection: closed all the same.
  socket.on('error', () => {});
  socket.on('close', () => (cerrado = true));
  socket.write(inicio);
  const recibido = () => Buffer.concat(trozos).toString('utf8');
  const completa = () => {
    const todo = Buffer.concat(trozos);
    const fin = todo.indexOf('\r\n\r\n');
    const largo = /\r\ncontent-length: (\d+)\r\n/i.exec(todo.subarray(0, fin).toString('latin1'))?.[1];
    return fin > 0 && largo !== undefined && todo.length >= fin + 4 + Number(largo);
  };
  const esperar = (listo: () => boolean, ms: number) =>
    new Promise<string | null>((resolve) => {
      const hasta = Date.now() + ms;
      const mirar = () => (listo() ? resolve(recibido()) : Date.now() > hasta ? resolve(null) : setTimeout(mirar, 20));
      mirar();
    });
  return {
    socket,
    recibido,
    cierre: (ms) => esperar(() => cerrado, ms),
    respuesta: (ms) => esperar(completa, ms),
  };
}

/** Writes one byte every `cadaMs` until the socket closes or `maxMs` pass (a body that trickles). */
export function gotear(conexion: Conexion, cadaMs: number, maxMs: number): void {
  const hasta = Date.now() + maxMs;
  const reloj = setInterval(() => {
    if (conexion.socket.destroyed || Date.now() > hasta) return clearInterval(reloj);
    conexion.socket.write('%');
  }, cadaMs);
}

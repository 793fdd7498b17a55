// A visitor over a raw socket that sends what a test says and then keeps quiet or trickles, and reports what
// the edge sent and whether it closed the connection: what inject() cannot imitate.
import net from 'node:net';

export interface SlowClient {
  socket: net.Socket;
  /** What the edge sent once it closed the connection, or null if it was still open after `ms`. */
  closed(ms: number): Promise<string | null>;
}

export async function connectSlowly(port: number, start: string): Promise<SlowClient> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const chunks: Buffer[] = [];
  let isClosed = false;
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  // A server that closes while the client still writes resets the connection: closed all the same.
  socket.on('error', () => {});
  socket.on('close', () => (isClosed = true));
  socket.write(start);
  return {
    socket,
    closed: (ms) =>
      new Promise((resolve) => {
        const until = Date.now() + ms;
        const look = () => (isClosed ? resolve(Buffer.concat(chunks).toString('utf8')) : Date.now() > until ? resolve(null) : setTimeout(look, 20));
        look();
      }),
  };
}

/** Writes one byte every `everyMs` until the socket closes or `maxMs` pass (a body that trickles). */
export function trickle(client: SlowClient, everyMs: number, maxMs: number): void {
  const until = Date.now() + maxMs;
  const timer = setInterval(() => {
    if (client.socket.destroyed || Date.now() > until) return clearInterval(timer);
    client.socket.write('%');
  }, everyMs);
}

// The thread's side of HiloDeTrabajo: does each job it is sent, one at a time, and sends its bytes back
// (transferred, not copied), or the error's message.
import { parentPort } from 'node:worker_threads';
import type { RespuestaTrabajo } from './hilo-de-trabajo';

export function atenderTrabajos<Pedido>(hacer: (pedido: Pedido) => Uint8Array | Promise<Uint8Array>): void {
  parentPort!.on('message', async ({ id, pedido }: { id: number; pedido: Pedido }) => {
    try {
      const bytes = await hacer(pedido);
      // A Buffer may be a slice of a shared pool: only a copy of its own can be transferred.
      const propios = bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
      parentPort!.postMessage({ id, bytes: propios } satisfies RespuestaTrabajo, [propios.buffer as ArrayBuffer]);
    } catch (error) {
      parentPort!.postMessage({ id, error: (error as Error).message } satisfies RespuestaTrabajo);
    }
  });
}

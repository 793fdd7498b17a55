// The thread's side of HiloDeTrabajo: does each job it is sent, one at a time, and sends its bytes back
// (transferred, not copied), or the error's message.
import { parentPort } from 'node:worker_threads';
import { pasarASegundoPlano } from '@portal/shared/http';
import type { RespuestaTrabajo } from './hilo-de-trabajo';

export function atenderTrabajos<Pedido>(hacer: (pedido: Pedido) => Uint8Array | Promise<Uint8Array>): void {
  void pasarASegundoPlano();
  parentPort!.on('message', async ({ id, pedido }: { id: number; pedido: Pedido }) => {
    try {
      const bytes = await hacer(pedido);
      // Always a copy: a Buffer may be a slice of a shared pool, or memory a native addon (resvg) owns, and
      // Node refuses to transfer either ("Cannot transfer object of unsupported type").
      const propios = new Uint8Array(bytes);
      parentPort!.postMessage({ id, bytes: propios } satisfies RespuestaTrabajo, [propios.buffer as ArrayBuffer]);
    } catch (error) {
      parentPort!.postMessage({ id, error: (error as Error).message } satisfies RespuestaTrabajo);
    }
  });
}

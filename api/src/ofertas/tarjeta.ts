// Offer cards drawn off the api's event loop: resvg's rasterising and PNG encoding take 50-100 ms of CPU
// (its renderAsync leaves the PNG encoding, 8-20 ms, on the calling thread), so they run in one worker
// thread of their own. One thread draws one card at a time: that is the bound on concurrent renders.
// The thread is started on the first card, keeps the process alive only while it has cards to draw, and is
// started again if it dies.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { CardContent } from '@portal/shared/routes';

export { lineas } from './tarjeta-svg';

type Pendiente = { resolve: (png: Buffer) => void; reject: (error: Error) => void };
type Respuesta = { id: number; png?: Uint8Array; error?: string };

const pendientes = new Map<number, Pendiente>();
let siguiente = 1;
let hilo: Worker | undefined;

function iniciado(): Worker {
  if (hilo) return hilo;
  const nuevo = new Worker(path.join(__dirname, 'hilo-tarjeta.cjs'));
  nuevo.on('message', ({ id, png, error }: Respuesta) => {
    const pendiente = pendientes.get(id);
    pendientes.delete(id);
    if (!pendientes.size) nuevo.unref();
    if (png) pendiente?.resolve(Buffer.from(png.buffer, png.byteOffset, png.byteLength));
    else pendiente?.reject(new Error(`No se pudo dibujar la tarjeta: ${error}`));
  });
  const caido = (error: Error) => {
    if (hilo === nuevo) hilo = undefined;
    for (const pendiente of pendientes.values()) pendiente.reject(error);
    pendientes.clear();
  };
  nuevo.on('error', caido);
  nuevo.on('exit', (codigo) => caido(new Error(`El hilo de tarjetas terminó (código ${codigo}).`)));
  hilo = nuevo;
  return nuevo;
}

/** Cards waiting for the thread, this one included. */
export const tarjetasEnCola = () => pendientes.size;

/** The card as PNG bytes, drawn in the card thread. */
export function dibujarTarjeta(card: CardContent): Promise<Buffer> {
  const id = siguiente++;
  return new Promise((resolve, reject) => {
    pendientes.set(id, { resolve, reject });
    const activo = iniciado();
    activo.ref();
    activo.postMessage({ id, card });
  });
}

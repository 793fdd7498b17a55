// The card thread: draws each card it is sent, one at a time, and sends the PNG back (transferred, not copied).
import { parentPort } from 'node:worker_threads';
import type { CardContent } from '@portal/shared/routes';
import { dibujarTarjetaSincrona } from './tarjeta-svg';

parentPort!.on('message', ({ id, card }: { id: number; card: CardContent }) => {
  try {
    const png = new Uint8Array(dibujarTarjetaSincrona(card));
    parentPort!.postMessage({ id, png }, [png.buffer]);
  } catch (error) {
    parentPort!.postMessage({ id, error: (error as Error).message });
  }
});

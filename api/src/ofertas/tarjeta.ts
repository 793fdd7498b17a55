// Offer cards drawn off the api's event loop: resvg's rasterising and PNG encoding take 50-100 ms of CPU
// (its renderAsync leaves the PNG encoding, 8-20 ms, on the calling thread), so they run in one worker
// thread of their own (src/hilos/hilo-de-trabajo.ts). One thread draws one card at a time: that is the bound
// on concurrent renders; at about 50-100 ms a card, a full queue is a few seconds of waiting.
import path from 'node:path';
import type { CardContent } from '@portal/shared/metadatos';
import { HiloDeTrabajo } from '../hilos/hilo-de-trabajo';

export { lineas } from './tarjeta-svg';

const hilo = new HiloDeTrabajo<CardContent>({
  archivo: path.join(__dirname, 'hilo-tarjeta.cjs'),
  trabajo: 'dibujar la tarjeta',
  maxEnCola: 32,
  ocupado: 'TARJETAS_OCUPADAS',
  esperaSiOcupadoS: 5,
});

/** The card as PNG bytes, drawn in the card thread (503 TARJETAS_OCUPADAS while 32 wait). */
export const dibujarTarjeta = (card: CardContent): Promise<Buffer> => hilo.hacer(card);

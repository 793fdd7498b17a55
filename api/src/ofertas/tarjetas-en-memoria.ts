// The offer cards kept in memory (the 300 most recent), so a card is drawn once per version of its texts.
// Concurrent requests for one card share its drawing; a card that must be drawn first passes the caller's
// check (the per-address limit on misses); the card thread refuses cards past its queue (tarjeta.ts).
import type { CardContent } from '@portal/shared/metadatos';
import { dibujarTarjeta } from './tarjeta';

/** Cards one address may have drawn a minute (cards already drawn are not counted). */
export const TARJETAS_POR_MINUTO = 30;
/** About 40-60 KB a card: a few hundred cards stay well under 20 MB. */
const MAX_EN_MEMORIA = 300;

export function tarjetasEnMemoria() {
  // Insertion-ordered: a hit is moved to the end, the oldest entry goes first (LRU).
  const cache = new Map<string, Buffer>();
  const enCurso = new Map<string, Promise<Buffer>>();

  function existente(version: string): Buffer | Promise<Buffer> | undefined {
    const guardada = cache.get(version);
    if (!guardada) return enCurso.get(version);
    cache.delete(version);
    cache.set(version, guardada);
    return guardada;
  }

  async function dibujar(version: string, card: CardContent): Promise<Buffer> {
    try {
      const png = await dibujarTarjeta(card);
      cache.set(version, png);
      if (cache.size > MAX_EN_MEMORIA) cache.delete(cache.keys().next().value!);
      return png;
    } finally {
      enCurso.delete(version);
    }
  }

  return {
    /** The card of `version`; `antesDeDibujar` runs (and may refuse) only when it has to be drawn. */
    async png(version: string, card: CardContent, antesDeDibujar: () => Promise<void>): Promise<Buffer> {
      const hecha = existente(version);
      if (hecha) return hecha;
      await antesDeDibujar();
      const mientras = existente(version);
      if (mientras) return mientras;
      const nueva = dibujar(version, card);
      enCurso.set(version, nueva);
      return nueva;
    },
  };
}

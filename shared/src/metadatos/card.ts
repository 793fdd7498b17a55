// The offer's social card (SPEC.md: an image derived from the offer id, 1200x630), served by the api at
// /api/ofertas/{id}/card.png. Its URL carries a version of what the card shows, so the image can be cached
// forever and a changed offer or portal name gets a new URL. The api and pageMeta share this one function.

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** Bump when the card's drawing changes, so cached images are not reused. */
const CARD_DRAWING = 1;

export interface CardContent {
  idOferta: number;
  nombreCargo: string;
  nombreEmpresaFantasia: string;
  ubicacion: { nombreComuna: string; nombreRegion: string };
  /** The portal's name, printed on the card. */
  portal: string;
}

/** FNV-1a of the card's texts in base 36: synchronous and the same in the browser, the edge and the api. */
export function cardVersion(card: CardContent): string {
  const texto = [CARD_DRAWING, card.idOferta, card.nombreCargo, card.nombreEmpresaFantasia, card.ubicacion.nombreComuna, card.ubicacion.nombreRegion, card.portal].join('\u0000');
  let hash = 0x811c9dc5;
  for (let i = 0; i < texto.length; i++) {
    hash ^= texto.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** Path of the card of an offer on the portal at `dominio` (the page's host name). */
export function ofertaCardPath(card: CardContent, dominio: string): string {
  const query = new URLSearchParams({ dominio, v: cardVersion(card) });
  return `/api/ofertas/${card.idOferta}/card.png?${query.toString()}`;
}

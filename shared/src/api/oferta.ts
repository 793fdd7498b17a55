import type { Oferta } from '@portal/shared/contract';
import { api, getAnticipado, getCrudo, precargarSinValidar, validarRespuesta, withOptionalAuth } from '@portal/shared/api-nucleo';
import { esquemaAlUsar } from './esquema-al-usar';

const OfertaSchema = esquemaAlUsar<Oferta>(() => import(/* webpackExports: ["OfertaSchema"] */ '../contract/oferta-esquemas').then((m) => m.OfertaSchema));

/** The useQuery key of an offer, under which the edge also preloads it for a server-rendered offer page. */
export const ofertaQueryKey = (idOferta: number) => `oferta:${String(idOferta)}`;

/** GET /api/ofertas/{idOferta}: the full offer, also when expired. */
export function getOferta(idOferta: number, signal?: AbortSignal): Promise<Oferta> {
  return api().get(`ofertas/${idOferta}`, withOptionalAuth({ signal })).json(OfertaSchema.cargando());
}

/** The same offer, asked for ahead of a tap on its card (getAnticipado: without ky). */
export function getOfertaAnticipada(idOferta: number): Promise<Oferta> {
  return getAnticipado(`ofertas/${idOferta}`, OfertaSchema.cargando());
}

/**
 * The same offer's JSON, asked for when its card comes into view on a touch screen; checked against its schema
 * (and valibot fetched) only when a tap comes near or the page reads it: about 3 KB gz less on a page of cards.
 */
export function precargarOfertaAlVer(idOferta: number): void {
  const ruta = `ofertas/${idOferta}`;
  precargarSinValidar(ofertaQueryKey(idOferta), () => getCrudo(ruta), (crudo) => validarRespuesta(ruta, OfertaSchema.cargando(), crudo));
}

/** The offer's schema (and valibot) fetched ahead of an offer about to be opened, whichever it is. */
export function precargarEsquemaOferta(): void {
  OfertaSchema.cargando();
}

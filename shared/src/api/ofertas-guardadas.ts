import { OfertasGuardadasSchema, type OfertaGuardada, type OfertasGuardadas } from '@portal/shared/contract';
import { api, withAuth } from '@portal/shared/api-nucleo';
import { esquemaAlUsar } from './esquema-al-usar';

// Saving is on every result card; its answer's schema comes with the first save.
const OfertaGuardadaSchema = esquemaAlUsar<OfertaGuardada>(() =>
  import(/* webpackExports: ["OfertaGuardadaSchema"] */ '../contract/oferta-guardada').then((m) => m.OfertaGuardadaSchema),
);

/** GET /api/ofertas-guardadas: the signed-in candidate's saved offers, live ones first (unsave: guardarOferta). */
export function getOfertasGuardadas(pagina = 1, signal?: AbortSignal): Promise<OfertasGuardadas> {
  const searchParams = pagina > 1 ? { pagina: String(pagina) } : undefined;
  return api().get('ofertas-guardadas', withAuth({ searchParams, signal })).json(OfertasGuardadasSchema);
}

/**
 * PUT (save) or DELETE (unsave) /api/ofertas-guardadas/{idOferta}; both idempotent. Not beside the application's
 * calls: a module is bundled whole where any of its calls is, and this one is on every result card.
 */
export function guardarOferta(idOferta: number, guardada: boolean): Promise<OfertaGuardada> {
  const url = `ofertas-guardadas/${idOferta}`;
  return (guardada ? api().put(url, withAuth()) : api().delete(url, withAuth())).json(OfertaGuardadaSchema.cargando());
}

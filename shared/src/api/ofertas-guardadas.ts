import { OfertasGuardadasSchema, type OfertasGuardadas } from '@portal/shared/contract';
import { api, withAuth } from '@portal/shared/api-nucleo';

/** GET /api/ofertas-guardadas: the signed-in candidate's saved offers, live ones first (unsave: guardarOferta). */
export function getOfertasGuardadas(pagina = 1, signal?: AbortSignal): Promise<OfertasGuardadas> {
  const searchParams = pagina > 1 ? { pagina: String(pagina) } : undefined;
  return api().get('ofertas-guardadas', withAuth({ searchParams, signal })).json(OfertasGuardadasSchema);
}

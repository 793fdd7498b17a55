import { searchJobs, useQuery } from '@portal/shared/api';
import type { BusquedaParams, Canal, PortalConfig, ResultadoBusqueda } from '@portal/shared/contract';
import { canalesAtom, portalConfigAtom, ultimasOfertasAtom } from '@portal/shared/state';
import { useAtom, useAtomValue } from 'jotai';
import { alcanceBusqueda } from '../../../lib/alcanceBusqueda';

/** The query of SPEC.md section 7: newest first, page 1, in the portal's scope (`alcanceBusqueda`). */
export function latestOffersParams(portal: PortalConfig, canales: readonly Canal[]): BusquedaParams {
  return { idDominio: portal.idDominio, orden: 'FECHA_PUBLICACION', tipoOrden: 'DESC', pagina: 1, ...alcanceBusqueda(portal, canales) };
}

export interface LatestOffers {
  resultado: ResultadoBusqueda | null;
  loading: boolean;
  error: unknown;
  retry: () => void;
}

/** The latest offers, kept in the shared store so coming back home shows them at once while they refresh. */
export function useLatestOffers(): LatestOffers {
  const portal = useAtomValue(portalConfigAtom);
  const canales = useAtomValue(canalesAtom);
  const [ultimas, setUltimas] = useAtom(ultimasOfertasAtom);
  const params = latestOffersParams(portal, canales);
  const query = useQuery(JSON.stringify(params), async (signal) => {
    const resultado = await searchJobs(params, signal);
    if (!signal.aborted) setUltimas(resultado);
    return resultado;
  });
  return {
    resultado: ultimas,
    loading: query.loading && !ultimas,
    error: ultimas ? undefined : query.error,
    retry: query.retry,
  };
}

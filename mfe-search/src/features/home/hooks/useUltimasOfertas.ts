import { getBusqueda, useQuery } from '@portal/shared/api';
import type { BusquedaParams, Canal, PortalConfig, ResultadoBusqueda } from '@portal/shared/contract';
import { canalesAtom, portalConfigAtom, ultimasOfertasAtom } from '@portal/shared/state';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { alcanceBusqueda } from '../../../lib/alcance-busqueda';

/** The query of SPEC.md section 7: newest first, page 1, in the portal's scope (`alcanceBusqueda`). */
export function ultimasOfertasParams(portal: PortalConfig, canales: readonly Canal[]): BusquedaParams {
  return { idDominio: portal.idDominio, orden: 'FECHA_PUBLICACION', tipoOrden: 'DESC', pagina: 1, ...alcanceBusqueda(portal, canales) };
}

/** The useQuery key of the latest offers, under which the edge also preloads them (app/loaders.ts). */
export const ultimasOfertasKey = (params: BusquedaParams) => `ultimas:${JSON.stringify(params)}`;

export interface UltimasOfertas {
  resultado: ResultadoBusqueda | null;
  loading: boolean;
  error: unknown;
  retry: () => void;
}

/** The latest offers, kept in the shared store so coming back home shows them at once while they refresh. */
export function useUltimasOfertas(): UltimasOfertas {
  const portal = useAtomValue(portalConfigAtom);
  const canales = useAtomValue(canalesAtom);
  const [ultimas, setUltimas] = useAtom(ultimasOfertasAtom);
  const params = ultimasOfertasParams(portal, canales);
  const query = useQuery(ultimasOfertasKey(params), async (signal) => {
    const resultado = await getBusqueda(params, signal);
    if (!signal.aborted) setUltimas(resultado);
    return resultado;
  });
  // A server-rendered home fetched nothing here: its preloaded answer goes to the store like a fetched one.
  const preloaded = !ultimas ? query.data : undefined;
  useEffect(() => {
    if (preloaded) setUltimas(preloaded);
  }, [preloaded, setUltimas]);
  return {
    // The store's copy, else the preloaded answer of a server-rendered home (which fetched nothing here).
    resultado: ultimas ?? query.data ?? null,
    loading: query.loading && !ultimas,
    error: ultimas ?? query.data ? undefined : query.error,
    retry: query.retry,
  };
}

import { buscaPorCanal, type BusquedaParams, type Canal, type PortalConfig } from '@portal/shared/contract';

/**
 * The offers a portal's searches cover (SPEC.md section 7): SAAE and ALIANZA portals search their first
 * channel and never send ofertaConfidencial; the others send it (false: the non-confidential offers).
 */
export function alcanceBusqueda(
  portal: PortalConfig,
  canales: readonly Canal[],
  ofertaConfidencial = false,
): Pick<BusquedaParams, 'idCanales' | 'ofertaConfidencial'> {
  if (!buscaPorCanal(portal.tipoPortal)) return { ofertaConfidencial };
  const canal = canales[0];
  return canal ? { idCanales: String(canal.idCanal) } : {};
}

import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { estadoFeriaAtom, portalConfigAtom } from '@portal/shared/state';
import { readFairAccess, writeFairAccess } from './fair-access-cookie';
import { fairWindowRedirect, grantsTemporaryAccess } from './fair-window-rule';

/**
 * On FERIA portals: where the fair window sends the current page (`/`), or null. The flags are computed
 * from the server date and `?showFV3=true`, and kept in their cookie.
 */
export function useFairWindowRedirect(): string | null {
  const { tipoPortal, configuracionFeria } = useAtomValue(portalConfigAtom);
  const estado = useAtomValue(estadoFeriaAtom);
  const { pathname, search } = useLocation();
  const enFeria = tipoPortal === 'FERIA';

  const stored = readFairAccess();
  // Without a fair window (no configuration or no server date) the fair counts as open: the default flag.
  const abierta = estado === null || estado === 'ABIERTA';
  const accesoTemporal = (stored?.accesoTemporal ?? false) || grantsTemporaryAccess(search);
  const unchanged = stored?.abierta === abierta && stored.accesoTemporal === accesoTemporal;

  useEffect(() => {
    if (enFeria && !unchanged) writeFairAccess({ abierta, accesoTemporal });
  }, [enFeria, unchanged, abierta, accesoTemporal]);

  if (!enFeria) return null;
  return fairWindowRedirect(pathname, {
    abierta,
    accesoTemporal,
    preRegistroHabilitado: configuracionFeria?.preRegistroHabilitado ?? false,
  });
}

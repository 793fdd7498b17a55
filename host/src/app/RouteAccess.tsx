import { Suspense, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router-dom';
import type { RouteDef } from '@portal/shared/routes';
import { portalConfigAtom } from '@portal/shared/state';
import { lazyNamed } from '@portal/shared/ui';
import { useAccessRedirect } from '../features/session/useAccessRedirect';

// Only FERIA portals have a fair window: the other portals never fetch its rules (issue 27).
const VentanaFeria = lazyNamed(() => import('../features/fair-window/VentanaFeria').then((m) => m.VentanaFeria));

function AccesoDeRuta({ route, children }: { route: RouteDef; children: ReactNode }) {
  const redirect = useAccessRedirect(route);
  return redirect ? <Navigate to={redirect} replace /> : children;
}

/**
 * Who may see a route: a closed fair sends its pages to `/` first; then login-required routes send a
 * visitor to sign in and a candidate with incomplete basic data to `/datos-basicos`.
 */
export function RouteAccess({ route, children }: { route: RouteDef; children: ReactNode }) {
  const { tipoPortal } = useAtomValue(portalConfigAtom);
  const acceso = <AccesoDeRuta route={route}>{children}</AccesoDeRuta>;
  if (tipoPortal !== 'FERIA') return acceso;
  return (
    <Suspense fallback={null}>
      <VentanaFeria>{acceso}</VentanaFeria>
    </Suspense>
  );
}

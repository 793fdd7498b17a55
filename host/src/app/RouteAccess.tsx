import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { RouteDef } from '@portal/shared/routes';
import { useFairWindowRedirect } from '../features/fair-window/useFairWindowRedirect';
import { useAccessRedirect } from '../features/session/useAccessRedirect';

/**
 * Who may see a route: a closed fair sends its pages to `/` first; then login-required routes send a
 * visitor to sign in and a candidate with incomplete basic data to `/datos-basicos`.
 */
export function RouteAccess({ route, children }: { route: RouteDef; children: ReactNode }) {
  const fairRedirect = useFairWindowRedirect();
  const accessRedirect = useAccessRedirect(route);
  const redirect = fairRedirect ?? accessRedirect;
  return redirect ? <Navigate to={redirect} replace /> : children;
}

import { Outlet, useLocation } from 'react-router-dom';
import { LoadingOverlay } from '../components/LoadingOverlay';
import { Toasts } from '../components/Toasts';

/** SPEC.md section 2: the root container's marker class for the login, registration and home routes. */
export function routeMarker(pathname: string): string | undefined {
  if (pathname === '/') return 'homepage';
  if (pathname.startsWith('/ingresa-a-tu-cuenta')) return 'login';
  if (pathname.startsWith('/crea-tu-curriculum')) return 'registration';
  return undefined;
}

/** The page area, the loading overlay and the toast area (SPEC.md section 2, root screen). */
export function RootScreen() {
  const { pathname } = useLocation();
  return (
    <div className={routeMarker(pathname)}>
      <Outlet />
      <LoadingOverlay />
      <Toasts />
    </div>
  );
}

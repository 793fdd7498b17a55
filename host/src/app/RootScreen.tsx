import { Outlet, useLocation } from 'react-router-dom';
import { LoadingOverlay } from '../components/LoadingOverlay';
import { Toasts } from '../components/Toasts';
import { ShellErrorPage } from '../features/error-page/ShellErrorPage';
import { useUnhandledPageError } from '../features/unhandled-errors/useUnhandledPageError';
import { useScrollOnNavigation } from './useScrollOnNavigation';

/** SPEC.md section 2: the root container's marker class for the login, registration and home routes. */
export function routeMarker(pathname: string): string | undefined {
  if (pathname === '/') return 'homepage';
  if (pathname.startsWith('/ingresa-a-tu-cuenta')) return 'login';
  if (pathname.startsWith('/crea-tu-curriculum')) return 'registration';
  return undefined;
}

/**
 * The page area, the loading overlay and the toast area (SPEC.md section 2, root screen), and where each new
 * page starts (its top, its heading focused; back and forward where it was left). Render errors reach
 * the router's error page; asynchronous ones (a rejected promise, an error in a timer) are caught here.
 */
export function RootScreen() {
  const { pathname } = useLocation();
  const pageError = useUnhandledPageError();
  useScrollOnNavigation();
  return (
    <div className={routeMarker(pathname)}>
      {pageError ? <ShellErrorPage error={pageError.error} /> : <Outlet />}
      <LoadingOverlay />
      <Toasts />
    </div>
  );
}

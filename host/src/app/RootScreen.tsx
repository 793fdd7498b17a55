import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LoadingOverlay } from '../components/LoadingOverlay';
import { PageLoading } from '../components/PageLoading';
import { Toasts } from '../components/Toasts';
import { lazyDeError } from '../lib/lazy-de-error';
import { useUnhandledPageError } from '../features/unhandled-errors/useUnhandledPageError';
import { useScrollOnNavigation } from './useScrollOnNavigation';

const ShellErrorPage = lazyDeError(() => import('../features/error-page/ShellErrorPage').then((m) => m.ShellErrorPage));

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
      {pageError ? (
        <Suspense fallback={<PageLoading />}>
          <ShellErrorPage error={pageError.error} />
        </Suspense>
      ) : (
        <Outlet />
      )}
      <LoadingOverlay />
      <Toasts />
    </div>
  );
}

import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
import { ShellErrorPage } from '../features/error-page/ShellErrorPage';
import { NotFoundRoute } from './NotFoundRoute';
import { RemoteUnavailablePage } from '../features/remotes/RemoteUnavailablePage';
import { isChunkLoadError, shouldReloadFor } from '../lib/chunk-reload';
import { reloadPage } from '../lib/reload';
import { layouts } from './layouts';

/**
 * What RouteErrorBoundary shows for an error it caught: a 404 answer is the not-found page; a failed page chunk reloads the page (once
 * per 10 s per path) and, when it fails again within that time, shows the fallback; anything else is the
 * error page.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { pathname } = useLocation();
  const reload = shouldReloadFor(error, pathname);

  useEffect(() => {
    if (reload) reloadPage();
  }, [reload]);

  if (reload) return <PageLoading />;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;
  if (isChunkLoadError(error)) {
    return layouts.limpio(<RemoteUnavailablePage />);
  }
  return <ShellErrorPage error={error} />;
}

import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import { appConfigAtom } from '@portal/shared/state';
import { PageLoading } from '../components/PageLoading';
import { ErrorPage } from '../features/error-page/ErrorPage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { reportError } from '../features/third-party/error-reporter';
import { shouldReloadFor } from '../lib/chunk-reload';
import { layouts } from './layouts';

/**
 * The router's errorElement: a 404 answer is the not-found page, a failed page chunk reloads the page
 * (once per 10 s per path), anything else is the error page.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const appConfig = useAtomValue(appConfigAtom);
  const production = appConfig?.environment === 'production';
  const reload = shouldReloadFor(error, pathname);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // Each error is reported once, also when StrictMode runs the effect twice (events count per session).
  const reported = useRef<unknown>(undefined);

  useEffect(() => {
    if (reload) window.location.reload();
    // SPEC.md section 8: outside production the error is reported with this exact text.
    else if (!production) console.error('Error controlado en Error.vue', error);
    // The error reporter sees what the error page shows (its automatic detection is off).
    if (!reload && !notFound && appConfig && reported.current !== error) {
      reported.current = error;
      void reportError(appConfig, error);
    }
  }, [appConfig, error, notFound, production, reload]);

  if (reload) return <PageLoading />;
  if (notFound) {
    const Layout = layouts.limpio;
    return (
      <Layout>
        <NotFoundPage />
      </Layout>
    );
  }
  return (
    <ErrorPage
      helpCenterUrl={appConfig?.helpCenterUrl ?? '/'}
      version={appConfig?.version ?? 'desconocida'}
      productName={appConfig?.productName ?? 'Portal de Empleo'}
    />
  );
}

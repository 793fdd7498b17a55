import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { appConfigAtom } from '@portal/shared/state';
import { reportError } from '../../lib/error-reporter';
import { ErrorPage } from './ErrorPage';

/**
 * The error page of an unhandled page error, with the app configuration's help centre and version.
 * Outside production the error is logged with SPEC.md section 8's exact text; the error reporter (whose
 * automatic detection is off) gets what the page shows, render and asynchronous errors alike.
 */
export function ShellErrorPage({ error }: { error: unknown }) {
  const appConfig = useAtomValue(appConfigAtom);
  const production = appConfig?.environment === 'production';
  // Each error is reported once, also when StrictMode runs the effect twice (events count per session).
  const reported = useRef<unknown>(undefined);
  useEffect(() => {
    if (!production) console.error('Error controlado en Error.vue', error);
    if (appConfig && reported.current !== error) {
      reported.current = error;
      void reportError(appConfig, error);
    }
  }, [appConfig, error, production]);
  return (
    <ErrorPage
      helpCenterUrl={appConfig?.helpCenterUrl ?? '/'}
      version={appConfig?.version ?? 'desconocida'}
      productName={appConfig?.productName ?? 'Portal de Empleo'}
    />
  );
}

import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { appConfigAtom } from '@portal/shared/state';
import { ErrorPage } from './ErrorPage';

/**
 * The error page of an unhandled page error, with the app configuration's help centre and version.
 * Outside production the error is reported with SPEC.md section 8's exact text.
 */
export function ShellErrorPage({ error }: { error: unknown }) {
  const appConfig = useAtomValue(appConfigAtom);
  const production = appConfig?.environment === 'production';
  useEffect(() => {
    if (!production) console.error('Error controlado en Error.vue', error);
  }, [error, production]);
  return (
    <ErrorPage
      helpCenterUrl={appConfig?.helpCenterUrl ?? '/'}
      version={appConfig?.version ?? 'desconocida'}
      productName={appConfig?.productName ?? 'Portal de Empleo'}
    />
  );
}

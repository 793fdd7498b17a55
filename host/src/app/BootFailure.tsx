import type { AppConfig } from '@portal/shared/config';
import { createPortalStore } from '@portal/shared/state';
import { PortalProviders } from '@portal/shared/ui';
import { ErrorPage } from '../features/error-page/ErrorPage';

/** The error page when the shell cannot start (no /remotes.json, no app or portal configuration). */
export function BootFailure({ appConfig }: { appConfig: AppConfig | null }) {
  return (
    <PortalProviders store={createPortalStore()}>
      <ErrorPage
        helpCenterUrl={appConfig?.helpCenterUrl ?? '/'}
        version={appConfig?.version ?? 'desconocida'}
        productName={appConfig?.productName ?? 'Portal de Empleo'}
      />
    </PortalProviders>
  );
}

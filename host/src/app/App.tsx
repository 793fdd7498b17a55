import { Suspense, type ReactElement } from 'react';
import { lazyNamed, PortalProviders } from '@portal/shared/ui';
import { ThirdPartyScripts } from '../features/third-party/ThirdPartyScripts';
import { PageLoading } from '../components/PageLoading';
import type { BootedPortal } from './boot';
import { createAppRouter, type AppRouter } from './router';

// Only a disabled portal shows it: an active one never fetches its code.
const PortalDisabledPage = lazyNamed(() => import('../features/portal-disabled/PortalDisabledPage').then((m) => m.PortalDisabledPage));

/** The router for an active portal; none for a disabled one, which has a single page for every path. */
export function createRouterFor({ portal }: BootedPortal): AppRouter | null {
  return portal.estado === 'DESACTIVADO' ? null : createAppRouter(portal.tipoPortal);
}

/** `router`: the browser's router (AppRouter's element), or the edge's static router when it renders the page on the server. */
export function App({ booted, router }: { booted: BootedPortal; router: ReactElement | null }) {
  return (
    <PortalProviders store={booted.store}>
      <ThirdPartyScripts appConfig={booted.appConfig} portal={booted.portal} />
      {router ?? (
        <Suspense fallback={<PageLoading />}>
          <PortalDisabledPage productName={booted.appConfig.productName} mainSiteUrl={booted.appConfig.mainSiteUrl} />
        </Suspense>
      )}
    </PortalProviders>
  );
}

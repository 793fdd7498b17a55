import { Suspense, type ReactElement } from 'react';
import { lazyNamed, PortalProviders } from '@portal/shared/ui';
import { tieneTerceros } from '../features/third-party/terceros-configurados';
import { PageLoading } from '../components/PageLoading';
import type { BootedPortal } from './boot';
import { createAppRouter, type AppRouter } from './router';

// Only a disabled portal shows it: an active one never fetches its code.
// Its consent notice, tag manager, widget and reporter: fetched only by the portals configured with them.
const ThirdPartyScripts = lazyNamed(() => import('../features/third-party/ThirdPartyScripts').then((m) => m.ThirdPartyScripts));
const PortalDisabledPage = lazyNamed(() => import('../features/portal-disabled/PortalDisabledPage').then((m) => m.PortalDisabledPage));

/** The router for an active portal; none for a disabled one, which has a single page for every path. */
export function createRouterFor({ portal }: BootedPortal): AppRouter | null {
  return portal.estado === 'DESACTIVADO' ? null : createAppRouter(portal.tipoPortal);
}

/** `router`: the browser's router (AppRouter's element), or the edge's static router when it renders the page on the server. */
export function App({ booted, router }: { booted: BootedPortal; router: ReactElement | null }) {
  return (
    <PortalProviders store={booted.store}>
      {tieneTerceros(booted.appConfig, booted.portal) ? (
        <Suspense fallback={null}>
          <ThirdPartyScripts appConfig={booted.appConfig} portal={booted.portal} />
        </Suspense>
      ) : null}
      {router ?? (
        <Suspense fallback={<PageLoading />}>
          <PortalDisabledPage productName={booted.appConfig.productName} mainSiteUrl={booted.appConfig.mainSiteUrl} />
        </Suspense>
      )}
    </PortalProviders>
  );
}

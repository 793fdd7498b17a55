import type { AppConfig } from '@portal/shared/config';
import type { PortalConfig } from '@portal/shared/contract';
import { startPortalSession, type PortalStore } from '@portal/shared/state';
import { registerPortalRemotes } from '../features/remotes/register-remotes';
import { widgetsEnNavegadorAtom } from '../features/remotes/widgets-en-navegador';
import { fetchRemotesManifest, type RemotesManifest } from '../lib/remotes-manifest';
import { skipsPortalConfig } from '../lib/manifest-paths';
import type { PageData } from './page-data';

export interface BootedPortal {
  store: PortalStore;
  appConfig: AppConfig;
  portal: PortalConfig;
  /** Where each remote's mf-manifest.json is (/remotes.json). */
  remotes: RemotesManifest;
}

/**
 * Everything the shell needs before its first page: where the remotes are (/remotes.json) and the app
 * configuration, fetched in parallel; the one store; the api client; the portal of this host name. What the
 * edge sent with the page (`pageData`) is not asked for again.
 */
export async function boot(appConfigRequest: Promise<AppConfig>, pageData: PageData | null = null): Promise<BootedPortal> {
  const [remotes, appConfig] = await Promise.all([pageData?.remotes ?? fetchRemotesManifest(), appConfigRequest]);
  registerPortalRemotes(remotes);

  const skipPortalConfig = skipsPortalConfig(window.location.pathname);
  const sentPortal = skipPortalConfig ? undefined : pageData?.portal;
  const { store, portal } = await startPortalSession(appConfig, {
    skipPortalConfig,
    preloaded: sentPortal && {
      portal: sentPortal,
      canales: pageData?.render?.canales,
      fechaServidor: pageData?.render?.fechaServidor ? new Date(pageData.render.fechaServidor) : undefined,
    },
  });
  store.set(widgetsEnNavegadorAtom, pageData?.render?.enNavegador ?? []);
  return { store, appConfig, portal, remotes };
}

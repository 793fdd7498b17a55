import type { AppConfig } from '@portal/shared/config';
import type { PortalConfig } from '@portal/shared/contract';
import { startPortalSession, type PortalStore } from '@portal/shared/state';
import { registerPortalRemotes } from '../features/remotes/register-remotes';
import { fetchRemotesManifest, type RemotesManifest } from '../features/remotes/remotes-manifest';
import { skipsPortalConfig } from '../lib/manifest-paths';
import { applyPortalStylesheet } from '../lib/portal-stylesheet';

export interface BootedPortal {
  store: PortalStore;
  appConfig: AppConfig;
  portal: PortalConfig;
  /** Where each remote's mf-manifest.json is (/remotes.json). */
  remotes: RemotesManifest;
}

/**
 * Everything the shell needs before its first page: where the remotes are (/remotes.json) and the app
 * configuration, fetched in parallel; the one store; the api client; the portal of this host name.
 */
export async function boot(appConfigRequest: Promise<AppConfig>): Promise<BootedPortal> {
  const [remotes, appConfig] = await Promise.all([fetchRemotesManifest(), appConfigRequest]);
  registerPortalRemotes(remotes);

  const { store, portal } = await startPortalSession(appConfig, {
    skipPortalConfig: skipsPortalConfig(window.location.pathname),
  });
  if (portal.estado !== 'DESACTIVADO') applyPortalStylesheet(portal.urlCSS);
  return { store, appConfig, portal, remotes };
}

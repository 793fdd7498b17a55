import { configureApi, getCanales, getPortalConfig } from '@portal/shared/api';
import type { AppConfig } from '../config';
import { DEFAULT_PORTAL_CONFIG, type Canal, type PortalConfig } from '../contract';
import { appConfigAtom, canalesAtom, portalConfigAtom } from './portal';
import { sessionAtom } from './session';
import { createPortalStore, expireSession, type PortalStore } from './store';

/** SAAE and ALIANZA portals with channels search within their first active one (SPEC.md section 7). */
async function activeCanales(portal: PortalConfig): Promise<Canal[]> {
  if (!portal.tieneCanal || (portal.tipoPortal !== 'SAAE' && portal.tipoPortal !== 'ALIANZA')) return [];
  try {
    return (await getCanales(portal.idDominio)).filter((canal) => canal.estado === 1);
  } catch (error) {
    // Without channels the portal still works: searches simply are not narrowed to one.
    console.error('Could not load the channels of the portal.', error);
    return [];
  }
}

export interface PortalSession {
  store: PortalStore;
  portal: PortalConfig;
}

/**
 * What every app needs before its first page, host or standalone remote: the one store, the api client
 * bound to its session, and the configuration (and channels) of the portal at this host name.
 * `tolerateApiDown` lets a squad's standalone page render on the default portal without the api.
 */
export async function startPortalSession(appConfig: AppConfig, { tolerateApiDown = false } = {}): Promise<PortalSession> {
  const store = createPortalStore();
  store.set(appConfigAtom, appConfig);
  configureApi({
    baseUrl: appConfig.apiBaseUrl,
    searchServiceUrl: appConfig.searchServiceUrl,
    getJwt: () => store.get(sessionAtom)?.login.jwt ?? null,
    onUnauthorized: () => expireSession(store),
  });

  const request = getPortalConfig(window.location.hostname);
  // A host name without a configuration of its own is the default CORPORATIVO portal (SPEC.md section 9).
  const portal = (await (tolerateApiDown ? request.catch(() => null) : request)) ?? DEFAULT_PORTAL_CONFIG;
  store.set(portalConfigAtom, portal);
  if (portal.estado !== 'DESACTIVADO') store.set(canalesAtom, await activeCanales(portal));
  return { store, portal };
}

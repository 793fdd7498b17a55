import * as v from 'valibot';
import { configureApi, getCanales, getFechaServidor, getPortalConfig } from '@portal/shared/api';
import type { AppConfig } from '../config';
import { buscaPorCanal, DEFAULT_PORTAL_CONFIG, PortalConfigSchema, type Canal, type PortalConfig } from '@portal/shared/contract';
import { getExpiringItem, setExpiringItem } from '@portal/shared/storage';
import { ensureBrowserId } from './browser-id';
import { fechaServidorAtom } from './feria';
import { appConfigAtom, canalesAtom, portalConfigAtom } from './portal';
import { sessionAtom } from './session';
import { createPortalStore, expireSession, type PortalStore } from './store';

/** localStorage key of the cached portal configuration (kept the default 60 minutes). */
export const PORTAL_CONFIG_CACHE_KEY = 'configuracionPortal';

/** SAAE and ALIANZA portals with channels search within their first active one (SPEC.md section 7). */
export async function activeCanales(portal: PortalConfig): Promise<Canal[]> {
  if (!portal.tieneCanal || !buscaPorCanal(portal.tipoPortal)) return [];
  try {
    return (await getCanales(portal.idDominio)).filter((canal) => canal.estado === 1);
  } catch (error) {
    // Without channels the portal still works: searches simply are not narrowed to one.
    console.error('Could not load the channels of the portal.', error);
    return [];
  }
}

/** The cached configuration when fresh (and still of the current shape), else the api's, then cached. */
async function portalConfig(tolerateApiDown: boolean): Promise<PortalConfig> {
  const cached = v.safeParse(PortalConfigSchema, getExpiringItem(PORTAL_CONFIG_CACHE_KEY));
  if (cached.success) return cached.output;
  let answer: PortalConfig | null;
  try {
    answer = await getPortalConfig(window.location.hostname);
  } catch (error) {
    // An unreachable api is not cached: the next start asks again.
    if (tolerateApiDown) return DEFAULT_PORTAL_CONFIG;
    throw error;
  }
  // A host name without a configuration of its own is the default CORPORATIVO portal (SPEC.md section 9).
  const portal = answer ?? DEFAULT_PORTAL_CONFIG;
  setExpiringItem(PORTAL_CONFIG_CACHE_KEY, portal);
  return portal;
}

/** The server's date for the fair window; the browser's clock when the server cannot tell. */
async function fechaServidor(): Promise<Date> {
  try {
    return await getFechaServidor();
  } catch (error) {
    console.error('Could not read the server date: the fair window uses this browser clock.', error);
    return new Date();
  }
}

export interface PortalSession {
  store: PortalStore;
  portal: PortalConfig;
}

export interface PortalSessionOptions {
  /** Lets a squad's standalone page render on the default portal without the api. */
  tolerateApiDown?: boolean;
  /** The `check` route loads no portal configuration (SPEC.md section 2): the default portal is used. */
  skipPortalConfig?: boolean;
  /** The portal configuration (channels, fair date) the edge sent with the page: not asked again. */
  preloaded?: { portal: PortalConfig; canales?: Canal[]; fechaServidor?: Date };
}

/**
 * What every app needs before its first page, host or standalone remote: the one store, the api client
 * bound to its session, the browser id, and the configuration (channels, fair date) of this host's portal.
 */
export async function startPortalSession(
  appConfig: AppConfig,
  { tolerateApiDown = false, skipPortalConfig = false, preloaded }: PortalSessionOptions = {},
): Promise<PortalSession> {
  const store = createPortalStore();
  store.set(appConfigAtom, appConfig);
  ensureBrowserId();
  configureApi({
    baseUrl: appConfig.apiBaseUrl,
    searchServiceUrl: appConfig.searchServiceUrl,
    getJwt: () => store.get(sessionAtom)?.login.jwt ?? null,
    onUnauthorized: () => expireSession(store),
  });
  if (skipPortalConfig) return { store, portal: DEFAULT_PORTAL_CONFIG };

  // The edge's answer is as fresh as the api's: cached like it, so pages rendered in the browser skip the request.
  if (preloaded) setExpiringItem(PORTAL_CONFIG_CACHE_KEY, preloaded.portal);
  const portal = preloaded?.portal ?? (await portalConfig(tolerateApiDown));
  store.set(portalConfigAtom, portal);
  if (portal.estado === 'DESACTIVADO') return { store, portal };
  const [canales, fecha] = await Promise.all([
    preloaded?.canales ?? activeCanales(portal),
    portal.tipoPortal === 'FERIA' ? (preloaded?.fechaServidor ?? fechaServidor()) : null,
  ]);
  store.set(canalesAtom, canales);
  store.set(fechaServidorAtom, fecha);
  return { store, portal };
}

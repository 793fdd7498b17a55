export * from './session';
export * from './portal';
export * from './feedback';
export * from './store';
export { useLogout } from './logout';
export { activeCanales, startPortalSession, PORTAL_CONFIG_CACHE_KEY, type PortalSession, type PortalSessionOptions } from './boot';
export { BROWSER_ID_COOKIE, BROWSER_ID_MAX_AGE_SECONDS, ensureBrowserId } from './browser-id';
export * from './feria';
export * from './guardadas';

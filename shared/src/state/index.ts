export * from './session';
export * from './portal';
export * from './feedback';
export * from './store';
export { useLogout } from './logout';
export { startPortalSession, type PortalSession } from './boot';

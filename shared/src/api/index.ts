export { configureApi, errorMessage, isHTTPError, RETRY_STATUS_CODES, type ApiSettings } from './client';
export * from './portal';
export * from './canales';
export * from './busqueda';
export * from './oferta';
export * from './sesion';
export * from './feria';
export * from './noticias';
export * from './fecha';

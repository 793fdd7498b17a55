// The calls, bundled into each app that uses them; their shared state is the singleton @portal/shared/api-nucleo.
export {
  conPrecarga,
  configureApi,
  errorCode,
  errorMessage,
  isHTTPError,
  olvidarPrecargas,
  precargar,
  PreloadedAnswersProvider,
  RETRY_STATUS_CODES,
  useItemQuery,
  usePreloadedAnswers,
  useQuery,
  type ApiSettings,
  type ItemState,
  type PreloadedAnswers,
  type QueryResult,
} from '@portal/shared/api-nucleo';
export * from './portal';
export * from './canales';
export * from './busqueda';
export * from './filtros';
export * from './sugerencias';
export * from './oferta';
export * from './sesion';
export * from './feria';
export * from './feria-pre-registro';
export * from './noticias';
export * from './noticia';
export * from './eventos';
export * from './evento';
export * from './empresas';
export * from './paginas';
export * from './sitemap';
export * from './fecha';
export * from './enlaces';
export * from './recomendaciones';
export * from './postulacion';
export * from './registro';
export * from './ingreso-token';
export * from './datos-basicos';
export * from './recuperacion';
export * from './cuenta';
export * from './plan-premium';
export * from './curriculum';
export * from './mis-postulaciones';
export * from './ofertas-guardadas';
export * from './ats';
export * from './alertas';
export * from './correo-alerta';
export * from './correo-postulacion';
export * from './preguntas-reclutador';
export * from './informes-sueldo';
export * from './perfil-postulantes';

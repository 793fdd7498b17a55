// The api's state, one federated singleton for every app: the configured client, the requests in flight, the
// answers the edge preloaded and those fetched ahead of a tap. The calls themselves (./index) are bundled into
// each app, each with only the calls and contract schemas it uses, instead of every call and schema on every page.
export { api, configureApi, errorCode, getAnticipado, getCrudo, getLigero, errorMessage, isHTTPError, RETRY_STATUS_CODES, searchService, validarRespuesta, withAuth, withOptionalAuth, type ApiSettings } from './client';
export { useQuery, type QueryResult } from './useQuery';
export { conPrecarga, olvidarPrecargas, precargar, precargarSinValidar } from './precarga';
export { useItemQuery, type ItemState } from './useItemQuery';
export { PreloadedAnswersProvider, usePreloadedAnswers, type PreloadedAnswers } from './preloaded';

// Test helpers for the apps' component tests; never imported by product code.
export { renderPage, type RenderPageOptions } from './renderPage';
export { renderRoute } from './renderRoute';
export { stubApi, deferredReply, type StubReply, type RecordedRequest, type Responder } from './stubApi';
export { FILTROS_DE_LANDINGS } from './filtros';
export { oferta, ofertaResumen } from './ofertas';
export { evento, eventoResumen } from './eventos';
export { fijarAhora } from './fijarAhora';
export { textoEntero } from './textoEntero';
export { loaderArgs, preloadPage } from './preloadPage';

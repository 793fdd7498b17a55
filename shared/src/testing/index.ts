// Test helpers for the apps' component tests; never imported by product code.
export { renderPage, type RenderPageOptions } from './render-page';
export { renderRoute } from './render-route';
export { stubApi, deferredReply, type StubReply, type RecordedRequest, type Responder } from './stub-api';
export { renderWhileLoading } from './render-while-loading';
export { FILTROS_DE_LANDINGS } from './filtros';
export { oferta, ofertaResumen } from './ofertas';
export { evento, eventoResumen } from './eventos';
export { PRE_REGISTRO } from './ferias';
export { fijarAhora } from './fijar-ahora';
export { textoEntero } from './texto-entero';
export { loaderArgs, preloadPage } from './preload-page';
export { renderPreloaded } from './render-preloaded';

// Fastify app factory: plugins, error shape, OpenAPI and every route. Tests call it with `inject`.
import Fastify, { type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import jwt from '@fastify/jwt';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Db } from './db/db';
import { registerErrorHandlers } from './errors';
import { autenticacion } from './plugins/autenticacion';
import { cacheCompartida } from './plugins/cache-compartida';
import { baseDeDatos } from './plugins/base-de-datos';
import { numerosFinitos } from './plugins/numeros-finitos';
import { sinCaracteresDeControl } from './plugins/sin-caracteres-de-control';
import { DURACION_SESION_MS } from './auth/sesiones';
import { LIMITES_LOGIN, type LimitesLogin } from './auth/intentos-login';
import { contadorCompartido } from './red/contador-compartido';
import { LIMITES_DOCUMENTOS, limiteDocumentos, type LimitesDocumentos } from './red/limite-documentos';
import { confiarSoloEnElBorde, PROXIES_POR_DEFECTO } from './red/proxies';
import { registroSinTokens } from './red/registro';
import { origenesDelPortal } from './plugins/origenes-portal';
import { portales } from './portal/portales';
import { crearBuscador } from './busqueda/buscador';
import { busquedaRoutes } from './routes/busqueda';
import { sugerenciasRoutes } from './routes/sugerencias';
import { candidatoRoutes } from './routes/candidato';
import { datosBasicosRoutes } from './routes/datos-basicos';
import { registroRoutes } from './routes/registro';
import { enlacesRoutes } from './routes/enlaces';
import { feriaRoutes } from './routes/feria';
import { miscRoutes } from './routes/misc';
import { empresasRoutes } from './routes/empresas';
import { logosRoutes } from './routes/logos';
import { eventosRoutes } from './routes/eventos';
import { noticiasRoutes } from './routes/noticias';
import { paginasRoutes } from './routes/paginas';
import { ofertasRoutes } from './routes/ofertas';
import { guardadasRoutes } from './routes/guardadas';
import { postulacionesRoutes } from './routes/postulaciones';
import { misPostulacionesRoutes } from './routes/mis-postulaciones';
import { preguntasReclutadorRoutes } from './routes/preguntas-reclutador';
import { atsRoutes } from './routes/ats';
import { almacenConErroresClaros, type Almacen } from './almacen/almacen';
import { almacenEnCarpeta, carpetaAlmacen } from './almacen/carpeta';
import { opcionesDeServidor, TIEMPOS_POR_DEFECTO, type TiemposHttp } from './red/tiempos';
import { portalRoutes } from './routes/portal';
import { recomendacionesRoutes } from './routes/recomendaciones';
import { recuperacionRoutes } from './routes/recuperacion';
import { cuentaRoutes } from './routes/cuenta';
import { curriculumRoutes } from './routes/curriculum';
import { curriculumArchivosRoutes } from './routes/curriculum-archivos';
import { firmador } from './cuenta/secretos';
import { saludRoutes } from './routes/salud';
import { sitemapRoutes } from './routes/sitemap';
import { tarjetaRoutes } from './routes/tarjeta';
import { alertasRoutes } from './routes/alertas';
import { correoAlertasRoutes } from './routes/correo-alertas';
import { correoPostulacionRoutes } from './routes/correo-postulacion';
import { informesSueldoRoutes } from './routes/informes-sueldo';
import { perfilPostulantesRoutes } from './routes/perfil-postulantes';
import { planPremiumRoutes } from './routes/plan-premium';
import type { ProveedorCobro } from './premium/cobro';

export interface AppOptions {
  db: Db;
  jwtSecret: string;
  logger?: FastifyServerOptions['logger'];
  /** Failed-login throttling (per account and per address). */
  limitesLogin?: Partial<LimitesLogin>;
  /** Peers whose X-Forwarded-* headers are believed (the edge); by default loopback (configuracion.ts reads API_TRUSTED_PROXIES). */
  proxies?: string[];
  /** The portals' origins (`*` for every portal host), for e-mail and short links; by default npm start's (PORTAL_ORIGINS). */
  origenesPortal?: string[];
  /** Short links one address may create a minute. */
  enlacesPorMinuto?: number;
  /** CV PDFs and data exports one account may have in progress at once, and ask for a minute. */
  limitesDocumentos?: Partial<LimitesDocumentos>;
  /** Offer cards one address may have drawn a minute. */
  tarjetasPorMinuto?: number;
  /** Password recovery requests and codes one address may ask for a minute (like solicitudesRegistroPorMinuto). */
  solicitudesRecuperacionPorMinuto?: number;
  /** Where uploads go; by default the folder data/archivos (main.ts passes the configured one). */
  almacen?: Almacen;
  /** HS256 key of partner sign-in tokens (`/ingresa-a-tu-cuenta/externo/{jwt}`), INGRESO_EXTERNO_SECRETO; without it they are refused. */
  secretoIngresoExterno?: string;
  /** Registrations and e-mail resend requests one address may make a minute. */
  solicitudesRegistroPorMinuto?: number;
  /** How long a client may take to send a request (headers, body, silence): API_*_TIMEOUT_MS, by default TIEMPOS_POR_DEFECTO. */
  tiempos?: TiemposHttp;
  /** The premium plan's payment provider; by default `sinCobro` (free, premium/cobro.ts). */
  cobro?: ProveedorCobro;
}

export async function buildApp({ db, jwtSecret, logger = false, limitesLogin, proxies = PROXIES_POR_DEFECTO, origenesPortal, enlacesPorMinuto, limitesDocumentos, tarjetasPorMinuto, solicitudesRecuperacionPorMinuto, almacen: almacenDado = almacenEnCarpeta(carpetaAlmacen({})), secretoIngresoExterno, solicitudesRegistroPorMinuto, tiempos = TIEMPOS_POR_DEFECTO, cobro }: AppOptions) {
  const app = Fastify({ logger: registroSinTokens(logger), trustProxy: confiarSoloEnElBorde(proxies), ...opcionesDeServidor(tiempos) }).withTypeProvider<TypeBoxTypeProvider>();
  // Every route sees a full disk or a read-only folder as a clear 503, whatever the storage (tests pass stubs).
  const almacen = almacenConErroresClaros(almacenDado, app.log);
  registerErrorHandlers(app);

  // HSTS belongs to whoever serves https: the edge sends it there, never over plain http.
  await app.register(helmet, { strictTransportSecurity: false });
  // Counted in the database, so every replica of the api shares each limit.
  await app.register(rateLimit, { global: false, store: contadorCompartido(db) });
  await app.register(jwt, {
    secret: jwtSecret,
    sign: { algorithm: 'HS256', expiresIn: DURACION_SESION_MS / 1000 },
    verify: { algorithms: ['HS256'] },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'API del Portal de Empleo', version: '0.1.0', description: 'Backend del portal de empleo (SPEC.md §7).' },
      // Each portal's edge proxies /api to this api: the document's paths are the portal's own.
      servers: [{ url: '/', description: 'El portal que muestra este documento' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });
  // The document, readable: Swagger UI's page and assets come from the api itself, no CDN.
  await app.register(swaggerUi, { routePrefix: '/api/docs', theme: { title: 'API del Portal de Empleo' } });

  await app.register(baseDeDatos, { db });
  await app.register(autenticacion);
  await app.register(portales);
  await app.register(numerosFinitos);
  await app.register(origenesDelPortal, { origenes: origenesPortal });
  await app.register(sinCaracteresDeControl);
  await app.register(cacheCompartida);
  // Searches and the job alerts share one search thread and its copy of the offers.
  const buscador = crearBuscador(app);
  await buscador.preparar();
  app.addHook('onClose', () => buscador.cerrar());
  app.decorate('buscador', buscador);

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(saludRoutes);
  await app.register(portalRoutes);
  await app.register(busquedaRoutes);
  await app.register(sugerenciasRoutes);
  await app.register(sitemapRoutes);
  await app.register(ofertasRoutes);
  const limites = { ...LIMITES_LOGIN, ...limitesLogin };
  // One budget per account for all its costly downloads.
  const conLimiteDocumentos = limiteDocumentos(app, { ...LIMITES_DOCUMENTOS, ...limitesDocumentos });
  await app.register(candidatoRoutes, { limitesLogin: limites });
  await app.register(registroRoutes, { jwtSecret, secretoIngresoExterno, solicitudesPorMinuto: solicitudesRegistroPorMinuto });
  await app.register(datosBasicosRoutes);
  await app.register(recuperacionRoutes, { firmar: firmador(jwtSecret), solicitudesPorMinuto: solicitudesRecuperacionPorMinuto });
  await app.register(cuentaRoutes, { almacen, limitesLogin: limites, conLimiteDocumentos });
  await app.register(feriaRoutes);
  await app.register(noticiasRoutes);
  await app.register(eventosRoutes);
  await app.register(empresasRoutes);
  await app.register(logosRoutes);
  await app.register(paginasRoutes);
  await app.register(miscRoutes);
  await app.register(guardadasRoutes);
  await app.register(postulacionesRoutes, { almacen });
  await app.register(curriculumRoutes);
  await app.register(curriculumArchivosRoutes, { almacen, conLimiteDocumentos });
  await app.register(misPostulacionesRoutes);
  await app.register(preguntasReclutadorRoutes);
  await app.register(atsRoutes);
  await app.register(enlacesRoutes, { enlacesPorMinuto });
  await app.register(recomendacionesRoutes);
  await app.register(tarjetaRoutes, { tarjetasPorMinuto });
  await app.register(alertasRoutes);
  await app.register(correoAlertasRoutes, { jwtSecret });
  await app.register(correoPostulacionRoutes, { jwtSecret });
  await app.register(informesSueldoRoutes);
  await app.register(perfilPostulantesRoutes);
  await app.register(planPremiumRoutes, { cobro });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

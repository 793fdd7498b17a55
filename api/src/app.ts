// Fastify app factory: plugins, error shape, OpenAPI and every route. Tests call it with `inject`.
import Fastify, { type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import jwt from '@fastify/jwt';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Db } from './db/db';
import { apiError, registerErrorHandlers } from './errors';
import { autenticacion } from './plugins/autenticacion';
import { baseDeDatos } from './plugins/base-de-datos';
import { numerosFinitos } from './plugins/numeros-finitos';
import { DURACION_SESION_MS } from './auth/sesiones';
import { busquedaRoutes } from './routes/busqueda';
import { candidatoRoutes } from './routes/candidato';
import { enlacesRoutes } from './routes/enlaces';
import { feriaRoutes } from './routes/feria';
import { miscRoutes } from './routes/misc';
import { noticiasRoutes } from './routes/noticias';
import { ofertasRoutes } from './routes/ofertas';
import { guardadasRoutes } from './routes/guardadas';
import { postulacionesRoutes } from './routes/postulaciones';
import { almacenEnCarpeta, carpetaAlmacen, type Almacen } from './postulacion/almacen';
import { portalRoutes } from './routes/portal';
import { recomendacionesRoutes } from './routes/recomendaciones';
import { saludRoutes } from './routes/salud';
import { sitemapRoutes } from './routes/sitemap';
import { tarjetaRoutes } from './routes/tarjeta';

export interface AppOptions {
  db: Db;
  jwtSecret: string;
  logger?: FastifyServerOptions['logger'];
  /** Login attempts per IP and minute. */
  loginPorMinuto?: number;
  /** Where uploads go; by default the STORAGE_DIR (or <DATA_DIR>-archivos) folder. */
  almacen?: Almacen;
}

export async function buildApp({ db, jwtSecret, logger = false, loginPorMinuto = 10, almacen = almacenEnCarpeta(carpetaAlmacen()) }: AppOptions) {
  const app = Fastify({ logger, trustProxy: true }).withTypeProvider<TypeBoxTypeProvider>();
  registerErrorHandlers(app);

  await app.register(helmet);
  await app.register(rateLimit, {
    global: false,
    max: loginPorMinuto,
    timeWindow: '1 minute',
    errorResponseBuilder: () => apiError('DEMASIADOS_INTENTOS'),
  });
  await app.register(jwt, {
    secret: jwtSecret,
    sign: { algorithm: 'HS256', expiresIn: DURACION_SESION_MS / 1000 },
    verify: { algorithms: ['HS256'] },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'API del Portal de Empleo', version: '0.1.0', description: 'Backend del portal de empleo (SPEC.md §7).' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });

  await app.register(baseDeDatos, { db });
  await app.register(autenticacion);
  await app.register(numerosFinitos);

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(saludRoutes);
  await app.register(portalRoutes);
  await app.register(busquedaRoutes);
  await app.register(sitemapRoutes);
  await app.register(ofertasRoutes);
  await app.register(candidatoRoutes);
  await app.register(feriaRoutes);
  await app.register(noticiasRoutes);
  await app.register(miscRoutes);
  await app.register(guardadasRoutes);
  await app.register(postulacionesRoutes, { almacen });
  await app.register(enlacesRoutes);
  await app.register(recomendacionesRoutes);
  await app.register(tarjetaRoutes);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

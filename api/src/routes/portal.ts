// GET /api/config/portal?dominio=…: the white-label configuration of a host name.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TIPOS_PORTAL } from '@portal/shared/contract';
import { Type } from 'typebox';
import { apiError } from '../errors';
import { Nullable, respuestas } from '../esquemas/comunes';
import { configuracionPortal, normalizarDominio } from '../portal/configuracion';

const Query = Type.Object({
  dominio: Type.String({ minLength: 1, maxLength: 253, description: 'Nombre del host, sin puerto (p. ej. saae.localhost)' }),
});

const PortalConfig = Type.Object({
  idDominio: Type.Integer(),
  dominio: Type.String(),
  nombre: Type.String(),
  descripcion: Type.String(),
  tipoPortal: Type.Enum([...TIPOS_PORTAL]),
  estado: Type.Enum(['ACTIVADO', 'DESACTIVADO']),
  urlCSS: Nullable(Type.String({ description: 'Tema del portal: una hoja que fija solo los tokens documentados (README «Tema de un portal»)' })),
  logo: Nullable(
    Type.Object({
      url: Type.String(),
      ancho: Type.Integer({ minimum: 1, description: 'Ancho intrínseco en px' }),
      alto: Type.Integer({ minimum: 1, description: 'Alto intrínseco en px' }),
    }),
  ),
  urlIcono: Nullable(Type.String({ description: 'Icono del sitio (favicon): una imagen cuadrada' })),
  urlCardOg: Nullable(Type.String()),
  tieneCanal: Type.Boolean(),
  idAnalytics: Nullable(Type.String()),
  configuracionFeria: Nullable(
    Type.Object({ fechaInicio: Type.String(), fechaTermino: Type.String(), preRegistroHabilitado: Type.Boolean() }),
  ),
});

export const portalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/config/portal',
    { config: { compartida: true }, schema: { summary: 'Configuración de marca blanca del portal de un dominio', operationId: 'obtenerConfiguracionPortal', tags: ['portal'], querystring: Query, response: respuestas({ 200: PortalConfig }, 400, 404) } },
    async (request) => {
      const dominio = normalizarDominio(request.query.dominio);
      const portal = await configuracionPortal(app.k, dominio);
      if (!portal) throw apiError('DOMINIO_NO_ENCONTRADO', `No hay un portal configurado para el dominio «${dominio}».`);
      return portal;
    },
  );
};

// Small endpoints: server date (fair window) and the channels of the "search service" (SPEC §7).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { IdDominio, respuestas } from '../esquemas/comunes';
import { canalesDelDominio } from '../portal/canales';

const Fecha = Type.Object({ fecha: Type.String({ description: 'ISO 8601' }) });
const Canales = Type.Array(Type.Object({ idCanal: Type.Integer(), nombre: Type.String(), estado: Type.Integer({ description: '1 = activo' }) }));

export const miscRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/fecha', { schema: { summary: 'Fecha y hora del servidor', operationId: 'obtenerFecha', tags: ['misc'], response: respuestas({ 200: Fecha }, 400) } }, async () => ({ fecha: new Date().toISOString() }));

  app.get(
    '/api/search-service/v1/internal/canales',
    { config: { compartida: true }, schema: { summary: 'Canales del portal (servicio de búsqueda)', operationId: 'listarCanales', tags: ['busqueda'], querystring: IdDominio, response: respuestas({ 200: Canales }, 400) } },
    (request) => canalesDelDominio(app.k, request.query.idDominio),
  );
};

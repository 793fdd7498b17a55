// Job alerts of the signed-in candidate (issue 11, CREAR_ALERTA): GET/POST /api/alertas, PUT/DELETE
// /api/alertas/:idAlerta. Only the owner reads or changes an alert; anyone else's is a 404.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { FRECUENCIAS_ALERTA, NOMBRE_ALERTA_MAX, PARAMETROS_FUERA_DE_ALERTA, problemaNombreAlerta, type ParametrosAlerta } from '@portal/shared/contract';
import { cambiarAlerta, crearAlerta, eliminarAlerta, listarAlertas } from '../alertas/alertas';
import { ParametrosBusqueda, validarCombinaciones, type ParametrosBusqueda as Validados } from '../busqueda/parametros';
import { apiError } from '../errors';
import { Id, Nullable, SinCuerpo, respuestas } from '../esquemas/comunes';

const tags = ['alertas'];
const bearer = [{ bearer: [] }];
const Params = Type.Object({ idAlerta: Id() });
const Frecuencia = Type.Enum([...FRECUENCIAS_ALERTA]);
const Nombre = Type.String({ minLength: 1, maxLength: NOMBRE_ALERTA_MAX + 20, description: `Hasta ${NOMBRE_ALERTA_MAX} caracteres sin los espacios de los extremos` });
// A search's own query, without what an alert does not keep; other fields (pagina, orden…) are dropped.
const ParametrosAlertaSchema = Type.Omit(ParametrosBusqueda, [...PARAMETROS_FUERA_DE_ALERTA], { additionalProperties: false });
const NuevaAlertaBody = Type.Object({ nombre: Nombre, frecuencia: Frecuencia, parametros: ParametrosAlertaSchema });
const CambioAlertaBody = Type.Object({ nombre: Nombre, frecuencia: Frecuencia, activa: Type.Boolean() });
const Alerta = Type.Object({
  idAlerta: Type.Integer(),
  nombre: Type.String(),
  frecuencia: Frecuencia,
  activa: Type.Boolean({ description: 'false: pausada, sin correos' }),
  parametros: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean()])),
  descripcion: Type.String({ description: 'Lo que busca, en palabras' }),
  creada: Type.String({ description: 'ISO 8601' }),
  ultimoEnvio: Nullable(Type.String({ description: 'ISO 8601' })),
});
const Alertas = Type.Object({ alertas: Type.Array(Alerta) });

function revisarNombre(nombre: string): void {
  const problema = problemaNombreAlerta(nombre);
  if (problema) throw apiError('VALIDACION', problema);
}

export const alertasRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/alertas',
    { schema: { summary: 'Alertas de empleo del candidato', operationId: 'listarAlertas', tags, security: bearer, response: respuestas({ 200: Alertas }, 401) }, preHandler: app.autenticar },
    async (request) => ({ alertas: await listarAlertas(app.k, request.candidato!.idCandidato) }),
  );

  app.post(
    '/api/alertas',
    { schema: { summary: 'Crea una alerta de empleo', operationId: 'crearAlerta', tags, security: bearer, body: NuevaAlertaBody, response: respuestas({ 201: Alerta }, 400, 401, 404, 409, 422) }, preHandler: app.autenticar },
    async (request, reply) => {
      const { nombre, frecuencia, parametros } = request.body;
      revisarNombre(nombre);
      validarCombinaciones({ pagina: 1, orden: 'FECHA_PUBLICACION', tipoOrden: 'DESC', ...parametros } as Validados);
      // After the checks above, so a bad name is a 400 whatever the portal.
      await app.portales.existente(parametros.idDominio);
      const alerta = await crearAlerta(app.k, request.candidato!.idCandidato, { nombre, frecuencia, parametros: parametros as ParametrosAlerta });
      return reply.status(201).send(alerta);
    },
  );

  app.put(
    '/api/alertas/:idAlerta',
    { schema: { summary: 'Cambia una alerta de empleo', operationId: 'cambiarAlerta', tags, security: bearer, params: Params, body: CambioAlertaBody, response: respuestas({ 200: Alerta }, 400, 401, 404) }, preHandler: app.autenticar },
    async (request) => {
      revisarNombre(request.body.nombre);
      return cambiarAlerta(app.k, request.candidato!.idCandidato, request.params.idAlerta, request.body);
    },
  );

  app.delete(
    '/api/alertas/:idAlerta',
    { schema: { summary: 'Elimina una alerta de empleo', operationId: 'eliminarAlerta', tags, security: bearer, params: Params, response: respuestas({ 204: SinCuerpo('Alerta eliminada') }, 400, 401, 404) }, preHandler: app.autenticar },
    async (request, reply) => {
      await eliminarAlerta(app.k, request.candidato!.idCandidato, request.params.idAlerta);
      return reply.status(204).send();
    },
  );
};

// GET /api/eventos: a portal's events (its own and the shared ones), upcoming first, by modality and region;
// GET /api/eventos/{idEvento}: one event; GET /api/eventos/{idEvento}/calendario.ics: it as a calendar file.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MODALIDADES_EVENTO, TIPOS_EVENTO } from '@portal/shared/contract';
import { Type } from 'typebox';
import { apiError } from '../errors';
import { Id, Nullable, PAGINACION, respuestas } from '../esquemas/comunes';
import { calendarioDeEvento } from '../eventos/calendario';
import { detalleEvento, listaEventos } from '../eventos/eventos';

const Query = Type.Object({
  idDominio: Id('Portal (dominio.id_dominio)'),
  modalidad: Type.Optional(Type.Enum([...MODALIDADES_EVENTO])),
  region: Type.Optional(Id('Región (region.id_region): sus eventos presenciales')),
  pagina: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
});
const Params = Type.Object({ idEvento: Id() });
const DelPortal = Type.Object({ idDominio: Type.Optional(Id('Portal: un evento de otro portal es un 404')) });

const EventoResumen = Type.Object({
  idEvento: Type.Integer(),
  titulo: Type.String(),
  slug: Type.String(),
  tipo: Type.Enum([...TIPOS_EVENTO]),
  resumen: Type.String(),
  modalidad: Type.Enum([...MODALIDADES_EVENTO]),
  inicio: Type.String({ description: 'ISO 8601' }),
  termino: Type.String({ description: 'ISO 8601' }),
  comuna: Nullable(Type.Object({ nombre: Type.String(), region: Type.String() })),
  organizador: Type.String(),
  finalizado: Type.Boolean({ description: 'Terminó antes de la respuesta' }),
});

const Evento = Type.Object({
  ...EventoResumen.properties,
  descripcionHtml: Type.String({ description: 'HTML, sin sanear' }),
  lugar: Nullable(Type.Object({ nombre: Type.String(), direccion: Nullable(Type.String()) })),
  urlOnline: Nullable(Type.String()),
  urlInscripcion: Nullable(Type.String({ description: 'Solo http o https' })),
});

const ListaEventos = Type.Object({
  eventos: Type.Array(EventoResumen),
  ...PAGINACION,
  regiones: Type.Array(Type.Object({ idRegion: Type.Integer(), nombre: Type.String() }), { description: 'Regiones con eventos presenciales del portal' }),
});

const Ics = Type.Unsafe<string>({ description: 'iCalendar (RFC 5545), como adjunto', content: { 'text/calendar': { schema: { type: 'string' } } } });

export const eventosRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['contenido'];

  app.get(
    '/api/eventos',
    { config: { compartida: true }, schema: { summary: 'Eventos del portal, los próximos primero', operationId: 'listarEventos', tags, querystring: Query, response: respuestas({ 200: ListaEventos }, 400, 404) }, preHandler: app.conPortal },
    (request) => listaEventos(app.k, request.query),
  );

  const evento = async (idEvento: number, idDominio?: number) => {
    const encontrado = await detalleEvento(app.k, idEvento, idDominio);
    if (!encontrado) throw apiError('EVENTO_NO_ENCONTRADO');
    return encontrado;
  };

  app.get(
    '/api/eventos/:idEvento',
    { config: { compartida: true }, schema: { summary: 'Un evento', operationId: 'obtenerEvento', tags, params: Params, querystring: DelPortal, response: respuestas({ 200: Evento }, 400, 404) } },
    (request) => evento(request.params.idEvento, request.query.idDominio),
  );

  app.get(
    '/api/eventos/:idEvento/calendario.ics',
    { config: { compartida: true }, schema: { summary: 'El evento como archivo de calendario (iCalendar)', operationId: 'descargarCalendarioEvento', tags, params: Params, querystring: DelPortal, response: respuestas({ 200: Ics }, 400, 404) } },
    async (request, reply) => {
      const encontrado = await evento(request.params.idEvento, request.query.idDominio);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="evento-${String(encontrado.idEvento)}.ics"`)
        .send(calendarioDeEvento(encontrado));
    },
  );
};

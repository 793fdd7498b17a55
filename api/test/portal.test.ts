import * as v from 'valibot';
import {
  AlertaSchema,
  AlertasSchema,
  ApiErrorSchema,
  EnlaceAlertaSchema,
  CandidatoSesionSchema,
  CanalesSchema,
  ClicExternoSchema,
  CodigoEnviadoSchema,
  CodigoVerificadoSchema,
  CorreoCambiadoSchema,
  CurriculumSchema,
  EmpresasFeriaSchema,
  EmpresasPabellonSchema,
  HomeFeriaSchema,
  PreRegistroSchema,
  PreRegistrosSchema,
  InformePedidoSchema,
  InformeSueldoSchema,
  MisInformesSueldoSchema,
  ResumenSueldoSchema,
  PerfilPostulantesSchema,
  StandFeriaSchema,
  SugerenciasBusquedaSchema,
  EnlaceCortoDetalleSchema,
  EnlaceCortoSchema,
  EstadoPostulacionSchema,
  FechaSchema,
  FiltrosBusquedaSchema,
  ListaEmpresasSchema,
  ListaEventosSchema,
  ListaNoticiasSchema,
  LoginRespuestaSchema,
  MisPostulacionesSchema,
  OfertaGuardadaSchema,
  OfertaSchema,
  OfertasGuardadasSchema,
  OfertasRecomendadasSchema,
  OfertasRelacionadasSchema,
  OfertasSimilaresSchema,
  OfertasSitemapSchema,
  EventoSchema,
  NoticiaSchema,
  OpcionesCategoriaSchema,
  PaginaSchema,
  PortalConfigSchema,
  PostulacionCandidatoSchema,
  PostulacionSchema,
  ResultadoBusquedaSchema,
  ResultadoCvSchema,
  SolicitudRecuperacionSchema,
} from '@portal/shared/contract';
import { entornoDelArchivo, obtener } from './support/app-de-prueba';

const entorno = entornoDelArchivo();

describe('GET /health', () => {
  it('answers ok', async () => {
    const respuesta = await entorno.app.inject('/health');
    expect(respuesta.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /api/config/portal', () => {
  it('gives the corporate portal for localhost with the default idDominio 857', async () => {
    const portal = await obtener(entorno.app, '/api/config/portal?dominio=localhost', PortalConfigSchema);
    expect(portal).toMatchObject({ idDominio: 857, tipoPortal: 'CORPORATIVO', estado: 'ACTIVADO', tieneCanal: false, configuracionFeria: null });
  });

  it.each([
    ['saae.localhost', 'SAAE', true],
    ['alianza.localhost', 'ALIANZA', true],
    ['feria.localhost', 'FERIA', false],
  ])('gives %s as a %s portal (tieneCanal %s)', async (dominio, tipoPortal, tieneCanal) => {
    const portal = await obtener(entorno.app, `/api/config/portal?dominio=${dominio}`, PortalConfigSchema);
    expect(portal).toMatchObject({ dominio, tipoPortal, tieneCanal });
  });

  it('opens the demo fair from 2026 to 2030 (midnight to midnight in Chile) and keeps the closed one for 2031 with pre-registration', async () => {
    const abierta = await obtener(entorno.app, '/api/config/portal?dominio=feria.localhost', PortalConfigSchema);
    expect(abierta.configuracionFeria).toEqual({
      fechaInicio: '2026-01-01T03:00:00.000Z',
      fechaTermino: '2031-01-01T02:59:59.000Z',
      preRegistroHabilitado: false,
    });
    const cerrada = await obtener(entorno.app, '/api/config/portal?dominio=feria-cerrada.localhost', PortalConfigSchema);
    expect(cerrada.configuracionFeria).toMatchObject({ fechaInicio: '2031-01-01T03:00:00.000Z', preRegistroHabilitado: true });
  });

  it.each([
    ['localhost', 'corporativo', 184],
    ['saae.localhost', 'saae', 212],
    ['alianza.localhost', 'alianza', 196],
    ['feria.localhost', 'feria', 180],
  ])('gives %s its own logo, with its size, its own icon and its own theme', async (dominio, marca, ancho) => {
    const portal = await obtener(entorno.app, `/api/config/portal?dominio=${dominio}`, PortalConfigSchema);
    expect(portal).toMatchObject({
      urlCSS: `/marcas/${marca}/tema.css`,
      logo: { url: `/marcas/${marca}/logo.svg`, ancho, alto: 40 },
      urlIcono: `/marcas/${marca}/icono.svg`,
    });
  });

  it('reports cerrado.localhost as DESACTIVADO', async () => {
    const portal = await obtener(entorno.app, '/api/config/portal?dominio=cerrado.localhost', PortalConfigSchema);
    expect(portal.estado).toBe('DESACTIVADO');
  });

  it('ignores case and a port in the host name', async () => {
    const portal = await obtener(entorno.app, '/api/config/portal?dominio=SAAE.localhost:8080', PortalConfigSchema);
    expect(portal.idDominio).toBe(858);
  });

  it('answers 404 with a Spanish message for an unknown domain', async () => {
    const error = await obtener(entorno.app, '/api/config/portal?dominio=desconocido.cl', ApiErrorSchema, 404);
    expect(error).toEqual({
      statusCode: 404,
      error: 'Not Found',
      code: 'DOMINIO_NO_ENCONTRADO',
      message: 'No hay un portal configurado para el dominio «desconocido.cl».',
    });
  });

  it('answers 400 when dominio is missing', async () => {
    const error = await obtener(entorno.app, '/api/config/portal', ApiErrorSchema, 400);
    expect(error.message).toBe('Falta el parámetro obligatorio «dominio».');
  });
});

describe('GET /api/fecha', () => {
  it('gives the server date as ISO 8601', async () => {
    const { fecha } = await obtener(entorno.app, '/api/fecha', FechaSchema);
    expect(Math.abs(Date.parse(fecha) - Date.now())).toBeLessThan(60_000);
  });
});

describe('GET /api/search-service/v1/internal/canales', () => {
  it('lists the channels of the SAAE portal, active ones first', async () => {
    const canales = await obtener(entorno.app, '/api/search-service/v1/internal/canales?idDominio=858', CanalesSchema);
    expect(canales.map((c) => c.nombre)).toEqual(['OMIL Santiago', 'OMIL Ñuñoa', 'OMIL Valparaíso', 'OMIL Concepción']);
    expect(canales[0]).toEqual({ idCanal: 101, nombre: 'OMIL Santiago', estado: 1 });
    expect(canales.at(-1)?.estado).toBe(0);
  });

  it('gives an empty list for a portal without channels', async () => {
    expect(await obtener(entorno.app, '/api/search-service/v1/internal/canales?idDominio=857', CanalesSchema)).toEqual([]);
  });

  it('rejects a non-numeric idDominio', async () => {
    const error = await obtener(entorno.app, '/api/search-service/v1/internal/canales?idDominio=x', ApiErrorSchema, 400);
    expect(error.message).toBe('El parámetro «idDominio» debe ser un número entero.');
  });
});

describe('errors and documentation', () => {
  it('answers an unknown route with a Spanish 404', async () => {
    const error = await obtener(entorno.app, '/api/no-existe', ApiErrorSchema, 404);
    expect(error).toMatchObject({ code: 'RUTA_NO_ENCONTRADA', message: 'No existe la ruta GET /api/no-existe.' });
  });

  it('serves the OpenAPI document with every endpoint', async () => {
    const respuesta = await entorno.app.inject('/api/openapi.json');
    const documento = respuesta.json() as { openapi: string; paths: Record<string, unknown> };
    expect(documento.openapi).toMatch(/^3\./);
    expect(Object.keys(documento.paths)).toEqual(
      expect.arrayContaining([
        '/api/config/portal',
        '/api/searchjob',
        '/api/ofertas/{idOferta}',
        '/api/login',
        '/api/login/logout-api',
        '/api/candidato/sesion',
        '/api/feria/empresas-dominio',
        '/api/feria/pabellones',
        '/api/feria/home',
        '/api/feria/empresas-pabellon',
        '/api/feria/empresas-landing',
        '/api/noticias',
        '/api/fecha',
        '/api/search-service/v1/internal/canales',
      ]),
    );
  });

  it('describes the success answer and the error shape of every operation', async () => {
    interface Respuesta {
      content?: Record<string, { schema?: { properties?: Record<string, unknown> } }>;
    }
    const documento = (await entorno.app.inject('/api/openapi.json')).json() as {
      paths: Record<string, Record<string, { responses?: Record<string, Respuesta> }>>;
    };
    const esquemaDe = (respuesta: Respuesta) => Object.values(respuesta.content ?? {})[0]?.schema;
    const faltas: string[] = [];
    for (const [ruta, operaciones] of Object.entries(documento.paths)) {
      for (const [metodo, { responses = {} }] of Object.entries(operaciones)) {
        const operacion = `${metodo.toUpperCase()} ${ruta}`;
        const exitos = Object.entries(responses).filter(([status]) => /^[23]/.test(status));
        // 204 and redirects have no body: their description is the whole answer.
        const descrito = exitos.some(([status, respuesta]) => status === '204' || status.startsWith('3') || esquemaDe(respuesta));
        if (!descrito) faltas.push(`${operacion}: sin respuesta 2xx con esquema`);
        for (const [status, respuesta] of Object.entries(responses).filter(([status]) => /^[45]/.test(status))) {
          const campos = Object.keys(esquemaDe(respuesta)?.properties ?? {}).sort();
          if (campos.join() !== 'code,error,message,statusCode') faltas.push(`${operacion}: ${status} no tiene la forma de error`);
        }
        if (!responses['5XX']) faltas.push(`${operacion}: sin 5XX`);
      }
    }
    expect(Object.keys(documento.paths).length).toBeGreaterThanOrEqual(20);
    expect(faltas).toEqual([]);
  });

  it('documents every answer with the fields of the client contract, so the serializer drops none of them', async () => {
    const contrato: Record<string, v.GenericSchema> = {
      'get /api/config/portal 200': PortalConfigSchema,
      'get /api/searchjob 200': ResultadoBusquedaSchema,
      'get /api/busqueda/filtros 200': FiltrosBusquedaSchema,
      'get /api/busqueda/sugerencias 200': SugerenciasBusquedaSchema,
      'get /api/ofertas/sitemap 200': OfertasSitemapSchema,
      'get /api/ofertas/{idOferta} 200': OfertaSchema,
      'get /api/ofertas/{idOferta}/similares 200': OfertasSimilaresSchema,
      'post /api/ofertas/{idOferta}/clic-externo 200': ClicExternoSchema,
      'put /api/ofertas-guardadas/{idOferta} 200': OfertaGuardadaSchema,
      'delete /api/ofertas-guardadas/{idOferta} 200': OfertaGuardadaSchema,
      'post /api/login 200': LoginRespuestaSchema,
      'get /api/candidato/sesion 200': CandidatoSesionSchema,
      'get /api/candidato/recomendadas 200': OfertasRecomendadasSchema,
      'get /api/candidato/relacionadas 200': OfertasRelacionadasSchema,
      'get /api/feria/empresas-dominio 200': EmpresasFeriaSchema,
      'get /api/feria/pabellones 200': OpcionesCategoriaSchema,
      'get /api/feria/home 200': HomeFeriaSchema,
      'get /api/feria/empresas-pabellon 200': EmpresasPabellonSchema,
      'get /api/feria/empresas-landing 200': EmpresasFeriaSchema,
      'get /api/feria/stand 200': StandFeriaSchema,
      'post /api/feria/pre-registro 201': PreRegistroSchema,
      'post /api/feria/pre-registro 200': PreRegistroSchema,
      'get /api/feria/pre-registros 200': PreRegistrosSchema,
      'get /api/noticias 200': ListaNoticiasSchema,
      'get /api/noticias/{idNoticia} 200': NoticiaSchema,
      'get /api/eventos 200': ListaEventosSchema,
      'get /api/empresas 200': ListaEmpresasSchema,
      'get /api/eventos/{idEvento} 200': EventoSchema,
      'get /api/paginas/{slug} 200': PaginaSchema,
      'get /api/fecha 200': FechaSchema,
      'get /api/search-service/v1/internal/canales 200': CanalesSchema,
      'post /api/postulaciones 201': PostulacionSchema,
      'get /api/postulaciones/oferta/{idOferta} 200': EstadoPostulacionSchema,
      'get /api/mis-postulaciones 200': MisPostulacionesSchema,
      'get /api/mis-postulaciones/{idPostulacion} 200': PostulacionCandidatoSchema,
      'post /api/mis-postulaciones/{idPostulacion}/retiro 200': PostulacionCandidatoSchema,
      'get /api/ofertas-guardadas 200': OfertasGuardadasSchema,
      'post /api/ats/candidato/check-cv 200': ResultadoCvSchema,
      'post /api/ats/candidato/dejar-cv 200': ResultadoCvSchema,
      'post /api/enlaces-cortos 200': EnlaceCortoSchema,
      'get /api/enlaces-cortos/{codigo} 200': EnlaceCortoDetalleSchema,
      'post /api/recuperacion 200': SolicitudRecuperacionSchema,
      'post /api/recuperacion/{idSolicitud}/enviar 202': CodigoEnviadoSchema,
      'post /api/recuperacion/{idSolicitud}/verificar 200': CodigoVerificadoSchema,
      'post /api/cuenta/correo/confirmar 200': CorreoCambiadoSchema,
      'get /api/curriculum 200': CurriculumSchema,
      'get /api/alertas 200': AlertasSchema,
      'post /api/alertas 201': AlertaSchema,
      'put /api/alertas/{idAlerta} 200': AlertaSchema,
      'post /api/correo/alerta-empleo/enlace 200': EnlaceAlertaSchema,
      'put /api/curriculum/perfil 200': CurriculumSchema,
      'get /api/informes-sueldo/cargo/{cargo} 200': ResumenSueldoSchema,
      'post /api/informes-sueldo 201': InformePedidoSchema,
      'get /api/informes-sueldo/mis-informes 200': MisInformesSueldoSchema,
      'get /api/informes-sueldo/{idInforme} 200': InformeSueldoSchema,
      'get /api/candidato/perfil-postulantes 200': PerfilPostulantesSchema,
      ...Object.fromEntries(
        ['experiencias', 'estudios', 'idiomas', 'habilidades'].flatMap((seccion) => [
          [`post /api/curriculum/${seccion} 201`, CurriculumSchema],
          [`put /api/curriculum/${seccion}/{id} 200`, CurriculumSchema],
          [`delete /api/curriculum/${seccion}/{id} 200`, CurriculumSchema],
          [`put /api/curriculum/${seccion}/orden 200`, CurriculumSchema],
        ]),
      ),
      ...Object.fromEntries(['archivo', 'foto'].flatMap((tipo) => [[`put /api/curriculum/${tipo} 200`, CurriculumSchema], [`delete /api/curriculum/${tipo} 200`, CurriculumSchema]])),
    };
    const documento = (await entorno.app.inject('/api/openapi.json')).json() as {
      paths: Record<string, Record<string, { responses: Record<string, { content: Record<string, { schema: Json }> }> }>>;
    };
    for (const [clave, schema] of Object.entries(contrato)) {
      const [metodo, ruta, status] = clave.split(' ') as [string, string, string];
      const documentado = Object.values(documento.paths[ruta]![metodo]!.responses[status]!.content)[0]!.schema;
      expect({ clave, campos: camposJson(documentado) }).toEqual({ clave, campos: camposValibot(schema) });
    }
  });

  it('sends security headers', async () => {
    const respuesta = await entorno.app.inject('/health');
    expect(respuesta.headers['x-content-type-options']).toBe('nosniff');
  });
});

interface Json {
  type?: string | string[];
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json;
  anyOf?: Json[];
}

/** The shape of a schema as nested field names ("?" marks an optional one), ignoring scalar types. */
type Campos = string | { [campo: string]: Campos } | [Campos];

function camposJson(schema: Json): Campos {
  const presente = schema.anyOf?.find((s) => s.type !== 'null');
  if (presente) return camposJson(presente);
  if (schema.items) return [camposJson(schema.items)];
  if (!schema.properties) return 'valor';
  return Object.fromEntries(
    Object.entries(schema.properties).map(([campo, hijo]) => [schema.required?.includes(campo) ? campo : `${campo}?`, camposJson(hijo)]),
  );
}

function camposValibot(schema: v.GenericSchema): Campos {
  const s = schema as unknown as { type: string; wrapped?: v.GenericSchema; item?: v.GenericSchema; entries?: Record<string, v.GenericSchema> };
  if (s.type === 'nullable') return camposValibot(s.wrapped!);
  if (s.type === 'array') return [camposValibot(s.item!)];
  if (s.type !== 'object') return 'valor';
  return Object.fromEntries(
    Object.entries(s.entries!).map(([campo, hijo]) => {
      const opcional = (hijo as unknown as { type: string }).type === 'optional';
      const interno = opcional ? (hijo as unknown as { wrapped: v.GenericSchema }).wrapped : hijo;
      return [opcional ? `${campo}?` : campo, camposValibot(interno)];
    }),
  );
}

// Ownership sweep: candidate B calls every authenticated endpoint that names a record with candidate A's
// ids. An id of A's own record (a CV entry, an application) must be refused (403/404); an offer's id (public)
// must answer about B alone; and A's data must read the same afterwards. The endpoints to cover come from
// the app's OpenAPI document (bearer security, a path parameter: app.autenticar demands the declaration), so
// a new one fails here until its case is added.
import crypto from 'node:crypto';
import * as v from 'valibot';
import {
  ApiErrorSchema,
  CurriculumSchema,
  EstadoPostulacionSchema,
  AlertaSchema,
  ExportacionDatosSchema,
  InformePedidoSchema,
  MisPostulacionesSchema,
  OfertaGuardadaSchema,
  OfertasGuardadasSchema,
  PreguntasReclutadorSchema,
  SECCIONES_CURRICULUM,
  type CuerposSeccion,
  type Curriculum,
  type SeccionCurriculum,
} from '@portal/shared/contract';
import { digitoVerificador } from '@portal/shared/rut';
import type { LightMyRequestResponse } from 'fastify';
import { claveDeEnlaces } from '../src/auth/tokens-enlace';
import { firmarEnlacePostulacion } from '../src/correo-postulacion/enlaces';
import { ARRANQUE_MS, SECRETO_DE_PRUEBA, crearEntorno, type Entorno } from './support/app-de-prueba';
import { conJwt, crearCandidato, jwtDe } from './support/cuentas';
import { PDF, PNG, subirAlCurriculum } from './support/postulacion';

let entorno: Entorno;
let a: string;
let b: string;
let idB = 0;
/**
 * A's records: the first entry of each CV section, an application still open, offers A saved and applied to,
 * a job alert, a recruiter's question waiting for A's answer and a salary report A asked for.
 */
const deA = { secciones: {} as Record<SeccionCurriculum, number[]>, postulacion: 0, guardada: 0, postulada: 0, alerta: 0, pregunta: 0, informe: 0 };

type Metodo = 'GET' | 'POST' | 'PUT' | 'DELETE';
const llamar = (jwt: string, method: Metodo, url: string, payload?: object) =>
  entorno.app.inject({ method, url, headers: conJwt(jwt), ...(payload && { payload }) });

async function subir(jwt: string, tipo: 'archivo' | 'foto', nombre: string, bytes: Buffer) {
  expect((await subirAlCurriculum(entorno.app, jwt, tipo, nombre, bytes)).statusCode).toBe(200);
}

const huella = (respuesta: LightMyRequestResponse) => `${respuesta.statusCode} ${crypto.createHash('sha256').update(respuesta.rawPayload).digest('hex')}`;

/** Everything A has, as A reads it: the data export (CV, applications with their steps, saved offers) and both files. */
async function datosDeA() {
  const { generado: _generado, ...datos } = v.parse(ExportacionDatosSchema, (await llamar(a, 'GET', '/api/cuenta/datos')).json());
  return { datos, archivo: huella(await llamar(a, 'GET', '/api/curriculum/archivo')), foto: huella(await llamar(a, 'GET', '/api/curriculum/foto')) };
}

beforeAll(async () => {
  // The sweep reads A's data export twice a case, far past the 10 a minute an account may ask for.
  entorno = await crearEntorno({ limitesDocumentos: { porMinuto: 1000 } });
  a = await jwtDe(entorno.app, 'demo@portal.cl');
  const cuerpo = '42000001';
  idB = await crearCandidato(entorno.base.db, 'intruso@correo.cl', `${cuerpo}${digitoVerificador(cuerpo)}`);
  b = await jwtDe(entorno.app, 'intruso@correo.cl');

  await subir(a, 'archivo', 'cv.pdf', PDF);
  await subir(a, 'foto', 'foto.png', PNG);
  const cv: Curriculum = v.parse(CurriculumSchema, (await llamar(a, 'GET', '/api/curriculum')).json());
  deA.secciones = {
    experiencias: cv.experiencias.map((e) => e.idExperiencia),
    estudios: cv.estudios.map((e) => e.idEstudio),
    idiomas: cv.idiomas.map((i) => i.idIdioma),
    habilidades: cv.habilidades.map((h) => h.idHabilidad),
  };
  const { postulaciones } = v.parse(MisPostulacionesSchema, (await llamar(a, 'GET', '/api/mis-postulaciones?estado=ENVIADA')).json());
  deA.postulacion = postulaciones[0]!.idPostulacion;
  deA.postulada = postulaciones[0]!.oferta.idOferta;
  deA.guardada = v.parse(OfertasGuardadasSchema, (await llamar(a, 'GET', '/api/ofertas-guardadas')).json()).ofertas[0]!.oferta.idOferta;
  const { idDominio } = (await entorno.app.inject('/api/config/portal?dominio=localhost')).json() as { idDominio: number };
  const alerta = await llamar(a, 'POST', '/api/alertas', { nombre: 'Ventas', frecuencia: 'DIARIA', parametros: { idDominio, palabraClave: 'vendedor' } });
  deA.alerta = v.parse(AlertaSchema, alerta.json()).idAlerta;
  const { preguntas } = v.parse(PreguntasReclutadorSchema, (await llamar(a, 'GET', '/api/preguntas-reclutadores')).json());
  deA.pregunta = preguntas.find((p) => p.respondida === null)!.idPregunta;
  deA.informe = v.parse(InformePedidoSchema, (await llamar(a, 'POST', '/api/informes-sueldo', { cargo: 'vendedora-terreno', idDominio })).json()).idInforme;
  // The sweep compares something: A's files are there to be taken.
  const { archivo, foto } = await datosDeA();
  expect([archivo, foto]).toEqual([expect.stringMatching(/^200 /), expect.stringMatching(/^200 /)]);
}, ARRANQUE_MS);
afterAll(() => entorno?.close());

const CUERPOS: CuerposSeccion = {
  experiencias: { cargo: 'Intruso', empresa: 'Nadie', inicio: '2020-01', termino: null, descripcion: null },
  estudios: { nivel: 'MEDIA', institucion: 'Liceo', carrera: null, estado: 'EGRESADO', inicio: '2010-03', termino: '2013-12' },
  idiomas: { idioma: 'Francés', nivel: 'BASICO' },
  habilidades: { nombre: 'Intrusión' },
};

/** A's record: refused, with nothing said about it. */
const rechazada = (respuesta: LightMyRequestResponse) => {
  expect([403, 404]).toContain(respuesta.statusCode);
  v.parse(ApiErrorSchema, respuesta.json());
};

interface Caso {
  /** The operation as the OpenAPI document names it; cases without one name a record by body or by session. */
  operacion: string;
  metodo: Metodo;
  url: () => string;
  payload?: () => object;
  esperado: (respuesta: LightMyRequestResponse) => void;
}

const CASOS: Caso[] = [
  ...SECCIONES_CURRICULUM.flatMap((seccion): Caso[] => [
    { operacion: `PUT /api/curriculum/${seccion}/{id}`, metodo: 'PUT', url: () => `/api/curriculum/${seccion}/${deA.secciones[seccion][0]}`, payload: () => CUERPOS[seccion], esperado: rechazada },
    { operacion: `DELETE /api/curriculum/${seccion}/{id}`, metodo: 'DELETE', url: () => `/api/curriculum/${seccion}/${deA.secciones[seccion][0]}`, esperado: rechazada },
    {
      // The ids travel in the body: A's are not every entry of B's section, so the order is invalid.
      operacion: `PUT /api/curriculum/${seccion}/orden`,
      metodo: 'PUT',
      url: () => `/api/curriculum/${seccion}/orden`,
      payload: () => ({ ids: deA.secciones[seccion] }),
      esperado: (r) => expect(v.parse(ApiErrorSchema, r.json())).toMatchObject({ statusCode: 400, code: 'VALIDACION' }),
    },
  ]),
  ...(['archivo', 'foto'] as const).flatMap((tipo): Caso[] => [
    // The session names the file: B has none, so B never gets nor removes A's.
    { operacion: `GET /api/curriculum/${tipo}`, metodo: 'GET', url: () => `/api/curriculum/${tipo}`, esperado: rechazada },
    { operacion: `DELETE /api/curriculum/${tipo}`, metodo: 'DELETE', url: () => `/api/curriculum/${tipo}`, esperado: rechazada },
  ]),
  { operacion: 'GET /api/mis-postulaciones/{idPostulacion}', metodo: 'GET', url: () => `/api/mis-postulaciones/${deA.postulacion}`, esperado: rechazada },
  { operacion: 'POST /api/mis-postulaciones/{idPostulacion}/retiro', metodo: 'POST', url: () => `/api/mis-postulaciones/${deA.postulacion}/retiro`, esperado: rechazada },
  // An offer is public: these answer about B's own relation to it, never A's.
  {
    operacion: 'GET /api/postulaciones/oferta/{idOferta}',
    metodo: 'GET',
    url: () => `/api/postulaciones/oferta/${deA.postulada}`,
    esperado: (r) => expect(v.parse(EstadoPostulacionSchema, r.json())).toMatchObject({ postulado: false, fecha: null }),
  },
  {
    operacion: 'PUT /api/ofertas-guardadas/{idOferta}',
    metodo: 'PUT',
    url: () => `/api/ofertas-guardadas/${deA.guardada}`,
    esperado: (r) => expect(v.parse(OfertaGuardadaSchema, r.json())).toEqual({ idOferta: deA.guardada, guardada: true }),
  },
  {
    operacion: 'DELETE /api/ofertas-guardadas/{idOferta}',
    metodo: 'DELETE',
    url: () => `/api/ofertas-guardadas/${deA.guardada}`,
    esperado: (r) => expect(v.parse(OfertaGuardadaSchema, r.json())).toEqual({ idOferta: deA.guardada, guardada: false }),
  },
  { operacion: 'PUT /api/alertas/{idAlerta}', metodo: 'PUT', url: () => `/api/alertas/${deA.alerta}`, payload: () => ({ nombre: 'Intrusa', frecuencia: 'SEMANAL', activa: false }), esperado: rechazada },
  { operacion: 'DELETE /api/alertas/{idAlerta}', metodo: 'DELETE', url: () => `/api/alertas/${deA.alerta}`, esperado: rechazada },
  { operacion: 'GET /api/preguntas-reclutadores/{idPregunta}', metodo: 'GET', url: () => `/api/preguntas-reclutadores/${deA.pregunta}`, esperado: rechazada },
  {
    operacion: 'POST /api/preguntas-reclutadores/{idPregunta}/respuesta',
    metodo: 'POST',
    url: () => `/api/preguntas-reclutadores/${deA.pregunta}/respuesta`,
    payload: () => ({ respuesta: 'Respuesta de otra persona' }),
    esperado: rechazada,
  },
  { operacion: 'GET /api/informes-sueldo/{idInforme}', metodo: 'GET', url: () => `/api/informes-sueldo/${deA.informe}`, esperado: rechazada },
];

describe("another candidate's records", () => {
  it.each(CASOS.map((caso) => [caso.operacion, caso] as const))('%s with A’s ids: B gets nothing of A’s and A’s data stay as they were', async (_nombre, caso) => {
    const antes = await datosDeA();
    const respuesta = await llamar(b, caso.metodo, caso.url(), caso.payload?.());
    caso.esperado(respuesta);
    expect(await datosDeA()).toEqual(antes);
  });

  it('a signed link of B’s e-mails naming A’s application (placement follow-up, mobility invitation) answers nothing of A’s and changes nothing', async () => {
    const clave = claveDeEnlaces(SECRETO_DE_PRUEBA);
    const { rows } = await entorno.base.db.query<{ id_postulacion: number }>(`SELECT id_postulacion FROM correo_postulacion WHERE tipo = 'INVITACION_MOVILIDAD'`);
    const invitada = rows[0]!.id_postulacion;
    const antes = await datosDeA();
    const llamadas = [
      { url: '/api/correo/postulacion/enlace', payload: { token: firmarEnlacePostulacion(clave, 'colocacion', idB, deA.postulacion), proposito: 'colocacion' } },
      { url: '/api/correo/postulacion/enlace', payload: { token: firmarEnlacePostulacion(clave, 'desiste', idB, invitada), proposito: 'desiste' } },
      { url: '/api/correo/colocacion/respuesta', payload: { token: firmarEnlacePostulacion(clave, 'colocacion', idB, deA.postulacion), contratado: true } },
      { url: '/api/correo/invitacion-movilidad/desiste-proceso', payload: { token: firmarEnlacePostulacion(clave, 'desiste', idB, invitada) } },
    ];
    for (const { url, payload } of llamadas) {
      const respuesta = await entorno.app.inject({ method: 'POST', url, payload });
      expect(v.parse(ApiErrorSchema, respuesta.json())).toMatchObject({ statusCode: 404, code: 'POSTULACION_NO_ENCONTRADA' });
    }
    expect(await datosDeA()).toEqual(antes);
  });

  it('covers every authenticated operation of the OpenAPI document that takes an id in its path', async () => {
    // A bearer in every alternative: an operation that also answers a visitor ({}) has nothing of A's to show B.
    const sesionObligatoria = (seguridad: Record<string, unknown>[]) => seguridad.length > 0 && seguridad.every((requisito) => 'bearer' in requisito);
    const documento = (await entorno.app.inject('/api/openapi.json')).json() as {
      paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>>;
    };
    const conId = Object.entries(documento.paths).flatMap(([ruta, operaciones]) =>
      Object.entries(operaciones)
        .filter(([, operacion]) => /\{\w+\}/.test(ruta) && sesionObligatoria(operacion.security ?? []))
        .map(([metodo]) => `${metodo.toUpperCase()} ${ruta}`),
    );
    // Eight of CV entries, two of applications, three of an offer, two of alerts, two of questions: the walk itself works.
    expect(conId.length).toBeGreaterThanOrEqual(17);
    const cubiertas = new Set(CASOS.map((caso) => caso.operacion));
    expect(conId.filter((operacion) => !cubiertas.has(operacion))).toEqual([]);
  });

  it('stops the app when a route behind app.autenticar does not declare its bearer security', async () => {
    // An app not started yet: routes can still be added to it.
    const otro = await crearEntorno();
    try {
      const { app } = otro;
      expect(() => app.get('/api/prueba/:id', { preHandler: app.autenticar }, async () => ({}))).toThrow(/declara security/);
      expect(() => app.get('/api/prueba/:id', { schema: { security: [{ bearer: [] }] }, preHandler: app.autenticar }, async () => ({}))).not.toThrow();
    } finally {
      await otro.close();
    }
  }, ARRANQUE_MS);
});

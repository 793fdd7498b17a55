// Numbers a client can send that the database cannot hold (ids at or above 2^31, 1e309, Infinity) in every
// path, query and form field: each is the client's 400 in the Spanish error shape, never a 500.
import Fastify from 'fastify';
import * as v from 'valibot';
import { ApiErrorSchema } from '@portal/shared/contract';
import { registerErrorHandlers } from '../src/errors';
import { entornoDelArchivo } from './support/app-de-prueba';
import { jwtDe, postular } from './support/postulacion';

const entorno = entornoDelArchivo({ limitesLogin: { porCuenta: 1000, porDireccion: 1000 } });
let jwt: string;
beforeAll(async () => {
  jwt = await jwtDe(entorno.app, 'demo@portal.cl');
});

const FUERA_DE_RANGO = ['2147483648', '99999999999', '1e309', 'Infinity', '-Infinity'];

const rutasConId = (id: string) => [
  ['GET', `/api/ofertas/${id}`],
  ['GET', `/api/ofertas/${id}/similares`],
  ['GET', `/api/ofertas/${id}/card.png`],
  ['POST', `/api/ofertas/${id}/clic-externo`],
  ['PUT', `/api/ofertas-guardadas/${id}`],
  ['DELETE', `/api/ofertas-guardadas/${id}`],
  ['GET', `/api/postulaciones/oferta/${id}`],
  ['GET', `/api/searchjob?idDominio=${id}`],
  ['GET', `/api/busqueda/filtros?idDominio=${id}`],
  ['GET', `/api/ofertas/sitemap?idDominio=${id}`],
  ['GET', `/api/feria/empresas-dominio?idDominio=${id}`],
  ['GET', `/api/feria/pabellones?idDominio=${id}`],
  ['GET', `/api/feria/home?idDominio=${id}`],
  ['GET', `/api/feria/empresas-landing?idDominio=${id}`],
  ['GET', `/api/feria/empresas-pabellon?idDominio=860&idPabellon=${id}`],
  ['GET', `/api/search-service/v1/internal/canales?idDominio=${id}`],
  ['GET', `/api/noticias?pagina=${id}`],
  ...['pagina', 'semilla', 'aniosExperiencia', 'aniosExpDesde', 'sueldoDesde', 'sueldoHasta'].map((campo) => [
    'GET',
    `/api/searchjob?idDominio=857&orden=ALEATORIO&${campo}=${id}`,
  ]),
  ...['lat', 'lon'].map((campo) => ['GET', `/api/searchjob?idDominio=857&orden=GEOLOCALIZACION&lat=-33.4&lon=-70.6&${campo}=${id}`]),
];

function esperar400(respuesta: { statusCode: number; json(): unknown }, peticion: string) {
  expect({ peticion, status: respuesta.statusCode }).toEqual({ peticion, status: 400 });
  const error = v.parse(ApiErrorSchema, respuesta.json());
  expect(error.code).toBe('VALIDACION');
  expect(error.message).toMatch(/^El (parámetro|campo) «\w+»/);
}

describe('numbers out of range', () => {
  it.each(FUERA_DE_RANGO)('answers 400 in Spanish to %s in every id, page, seed, place and amount', async (valor) => {
    for (const [method, url] of rutasConId(valor)) {
      const respuesta = await entorno.app.inject({ method: method as 'GET', url: url!, headers: { authorization: `Bearer ${jwt}` } });
      esperar400(respuesta, `${method} ${url}`);
    }
  });

  it.each(FUERA_DE_RANGO)('answers 400 to an application with idOferta=%s', async (valor) => {
    const respuesta = await postular(entorno.app, jwt, { idOferta: valor as unknown as number });
    expect(respuesta.statusCode).toBe(400);
    expect(v.parse(ApiErrorSchema, respuesta.json())).toMatchObject({ code: 'POSTULACION_INVALIDA', message: expect.stringMatching(/«idOferta»/) });
  });

  it('answers 400 to an application answering a question id out of range', async () => {
    const { rows } = await entorno.base.db.query<{ id: number }>(
      `SELECT id_oferta AS id FROM oferta WHERE estado = 'ACTIVA' AND id_oferta IN (SELECT id_oferta FROM oferta_pregunta) ORDER BY id_oferta LIMIT 1`,
    );
    for (const idPregunta of [2147483648, 99999999999]) {
      const respuesta = await postular(entorno.app, jwt, { idOferta: rows[0]!.id, respuestas: [{ idPregunta, respuesta: 'Sí' }] });
      expect({ idPregunta, status: respuesta.statusCode }).toEqual({ idPregunta, status: 400 });
      expect(v.parse(ApiErrorSchema, respuesta.json()).code).toBe('POSTULACION_INVALIDA');
    }
  });

  it('answers 400, not 500, when a value out of range still reaches the database', async () => {
    const app = Fastify();
    registerErrorHandlers(app);
    app.get('/rango', () => entorno.base.db.query('SELECT $1::int AS n', ['2147483648']));
    app.get('/texto', () => entorno.base.db.query('SELECT $1::int AS n', ['1e309']));
    for (const url of ['/rango', '/texto']) {
      const respuesta = await app.inject(url);
      expect({ url, status: respuesta.statusCode }).toEqual({ url, status: 400 });
      expect(v.parse(ApiErrorSchema, respuesta.json())).toMatchObject({ code: 'VALOR_NO_VALIDO' });
    }
    await app.close();
  });
});

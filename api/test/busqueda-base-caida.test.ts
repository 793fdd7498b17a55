// A database that stops answering the search thread is the same 503 as anywhere else in the api, never a 500.
import * as v from 'valibot';
import { ApiErrorSchema, ERRORES_API, ResultadoBusquedaSchema } from '@portal/shared/contract';
import { buildApp, type App } from '../src/app';
import { accesoCortable, type AccesoCortable } from './support/acceso-cortable';
import { ARRANQUE_MS, obtener, SECRETO_DE_PRUEBA } from './support/app-de-prueba';
import { abrirDbDePrueba, type DbDePrueba } from './support/db-de-prueba';

describe('GET /api/searchjob when the database stops answering the search thread', () => {
  let base: DbDePrueba;
  let acceso: AccesoCortable;
  let app: App;
  beforeAll(async () => {
    base = await abrirDbDePrueba();
    acceso = await accesoCortable(base.db);
    app = await buildApp({ db: acceso.db, jwtSecret: SECRETO_DE_PRUEBA });
  }, ARRANQUE_MS);
  afterAll(async () => {
    await app?.close();
    await base?.close();
  });

  it('answers 503 BASE_NO_DISPONIBLE with the Spanish message of every other database failure', async () => {
    await obtener(app, '/api/searchjob?idDominio=857&palabraClave=vendedor', ResultadoBusquedaSchema);
    await acceso.cortar();
    const respuesta = await app.inject('/api/searchjob?idDominio=857&palabraClave=vendedor');
    expect({ status: respuesta.statusCode, cuerpo: v.parse(ApiErrorSchema, respuesta.json()) }).toEqual({
      status: 503,
      cuerpo: { statusCode: 503, error: 'Service Unavailable', code: 'BASE_NO_DISPONIBLE', message: ERRORES_API.BASE_NO_DISPONIBLE.mensaje },
    });
  });
});

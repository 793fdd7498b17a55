import {
  ApiErrorSchema,
  LoginRespuestaSchema,
  OfertasRecomendadasSchema,
  OfertasRelacionadasSchema,
  OfertasSimilaresSchema,
} from '@portal/shared/contract';
import * as v from 'valibot';
import { ARRANQUE_MS, crearEntorno, obtener, type Entorno } from './support/app-de-prueba';

let entorno: Entorno;
beforeAll(async () => {
  entorno = await crearEntorno();
}, ARRANQUE_MS);
afterAll(() => entorno?.close());

async function jwt(usuario: string): Promise<string> {
  const respuesta = await entorno.app.inject({ method: 'POST', url: '/api/login', payload: { usuario, clave: 'Demo1234!' } });
  return v.parse(LoginRespuestaSchema, respuesta.json()).login.jwt;
}

async function comoCandidato<S extends v.GenericSchema>(url: string, schema: S, token: string, status = 200) {
  const respuesta = await entorno.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  expect(respuesta.statusCode).toBe(status);
  return v.parse(schema, respuesta.json());
}

describe('GET /api/ofertas/:idOferta/similares', () => {
  it('lists up to 6 live offers, same area and region first, never the offer itself', async () => {
    const { rows } = await entorno.base.db.query<{ id: number; area: string; region: string }>(
      `SELECT o.id_oferta AS id, o.nombre_area AS area, r.nombre AS region FROM oferta o
       JOIN comuna c USING (id_comuna) JOIN region r USING (id_region)
       WHERE o.estado = 'EXPIRADA' AND r.nombre = 'Región Metropolitana de Santiago' ORDER BY o.id_oferta LIMIT 1`,
    );
    const expirada = rows[0]!;
    const { ofertas } = await obtener(entorno.app, `/api/ofertas/${expirada.id}/similares`, OfertasSimilaresSchema);
    expect(ofertas).toHaveLength(6);
    expect(ofertas.map((o) => o.idOferta)).not.toContain(expirada.id);
    expect(ofertas[0]).toMatchObject({ nombreArea: expirada.area, ubicacion: { nombreRegion: expirada.region } });
    const { rows: estados } = await entorno.base.db.query<{ estado: string }>(
      `SELECT DISTINCT estado FROM oferta WHERE id_oferta = ANY($1::int[])`,
      [ofertas.map((o) => o.idOferta)],
    );
    expect(estados).toEqual([{ estado: 'ACTIVA' }]);
  });

  it('answers 404 for an unknown offer', async () => {
    expect((await obtener(entorno.app, '/api/ofertas/99999999/similares', ApiErrorSchema, 404)).code).toBe('OFERTA_NO_ENCONTRADA');
  });
});

describe('offers for the signed-in candidate', () => {
  it("recommends live offers of the demo candidate's preferred area and region", async () => {
    const respuesta = await comoCandidato('/api/candidato/recomendadas', OfertasRecomendadasSchema, await jwt('demo@portal.cl'));
    expect(respuesta.preferencias).toEqual({ areas: ['Tecnología'], regiones: ['Región Metropolitana de Santiago'] });
    expect(respuesta.ofertas).toHaveLength(15);
    expect(respuesta.ofertas[0]).toMatchObject({ nombreArea: 'Tecnología', ubicacion: { nombreRegion: 'Región Metropolitana de Santiago' } });
  });

  it('recommends nothing to a candidate without preferences, and says so by empty lists', async () => {
    const respuesta = await comoCandidato('/api/candidato/recomendadas', OfertasRecomendadasSchema, await jwt('nuevo@portal.cl'));
    expect(respuesta).toEqual({ preferencias: { areas: [], regiones: [] }, ofertas: [] });
  });

  it('relates nothing while the candidate has neither applied nor saved', async () => {
    const respuesta = await comoCandidato('/api/candidato/relacionadas', OfertasRelacionadasSchema, await jwt('nuevo@portal.cl'));
    expect(respuesta).toEqual({ referencias: 0, ofertas: [] });
  });

  it('relates live offers like a saved one, never the saved offer itself', async () => {
    // The saved-offers table of the apply feature, created here when this database predates it.
    await entorno.base.db.exec('CREATE TABLE IF NOT EXISTS oferta_guardada (id_candidato integer NOT NULL, id_oferta integer NOT NULL)');
    const { rows } = await entorno.base.db.query<{ id: number; area: string }>(
      `SELECT id_oferta AS id, nombre_area AS area FROM oferta WHERE nombre_area = 'Salud' ORDER BY id_oferta LIMIT 1`,
    );
    const guardada = rows[0]!;
    await entorno.base.db.query('INSERT INTO oferta_guardada (id_candidato, id_oferta) VALUES (2, $1)', [guardada.id]);

    const respuesta = await comoCandidato('/api/candidato/relacionadas', OfertasRelacionadasSchema, await jwt('nuevo@portal.cl'));
    expect(respuesta.referencias).toBe(1);
    expect(respuesta.ofertas.length).toBeGreaterThan(0);
    expect(respuesta.ofertas[0]!.nombreArea).toBe('Salud');
    expect(respuesta.ofertas.map((o) => o.idOferta)).not.toContain(guardada.id);
  });

  it.each(['/api/candidato/recomendadas', '/api/candidato/relacionadas'])('answers 401 to %s without a valid jwt', async (url) => {
    const sinToken = await entorno.app.inject({ method: 'GET', url });
    expect(sinToken.statusCode).toBe(401);
    await comoCandidato(url, ApiErrorSchema, 'no-es-un-jwt', 401);
  });
});

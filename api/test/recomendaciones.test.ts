import {
  ApiErrorSchema,
  OfertasRecomendadasSchema,
  OfertasRelacionadasSchema,
  OfertasSimilaresSchema,
} from '@portal/shared/contract';
import * as v from 'valibot';
import { entornoDelArchivo, obtener } from './support/app-de-prueba';
import { candidatoNuevo, conJwt, jwtDe } from './support/cuentas';

const entorno = entornoDelArchivo();

async function comoCandidato<S extends v.GenericSchema>(url: string, schema: S, token: string, status = 200) {
  const respuesta = await entorno.app.inject({ method: 'GET', url, headers: conJwt(token) });
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

const nuevoCandidato = () => candidatoNuevo(entorno, 'recomendadas');

async function cambiarCv(token: string, url: string, payload: object) {
  const method = url === '/perfil' ? 'PUT' : 'POST';
  const respuesta = await entorno.app.inject({ method, url: `/api/curriculum${url}`, headers: conJwt(token), payload });
  expect(respuesta.statusCode).toBe(method === 'PUT' ? 200 : 201);
}

const PERFIL = { resumen: null, cargoDeseado: null, pretensionRenta: null, disponibilidad: null, jornadas: [], modalidades: [], licencias: [] };

/**
 * Lives (basic data) in the region with most live offers for a physiotherapist, among those with a few (3 to
 * 15: one applied to, the rest fit in the first 15 recommendations): its name and those offers' ids.
 */
async function dondeHayKinesiologos(id: number): Promise<{ region: string; ids: number[] }> {
  const { rows } = await entorno.base.db.query<{ region: string; ids: number[] }>(
    `SELECT r.nombre AS region, array_agg(o.id_oferta ORDER BY o.id_oferta) AS ids FROM oferta o
       JOIN comuna c USING (id_comuna) JOIN region r USING (id_region)
      WHERE o.estado = 'ACTIVA' AND o.fecha_expiracion > now() AND o.nombre_cargo = 'Kinesiólogo'
      GROUP BY r.nombre HAVING count(*) BETWEEN 3 AND 15 ORDER BY count(*) DESC, r.nombre LIMIT 1`,
  );
  expect(rows).toHaveLength(1);
  const { region, ids } = rows[0]!;
  await entorno.base.db.query(
    `UPDATE candidato SET (id_region, id_comuna) = (SELECT id_region, id_comuna FROM comuna JOIN region USING (id_region) WHERE region.nombre = $2 ORDER BY id_comuna LIMIT 1)
     WHERE id_candidato = $1`,
    [id, region],
  );
  return { region, ids };
}

async function activas(ids: number[]): Promise<string[]> {
  const { rows } = await entorno.base.db.query<{ estado: string }>('SELECT DISTINCT estado FROM oferta WHERE id_oferta = ANY($1::int[])', [ids]);
  return rows.map((r) => r.estado);
}

describe('GET /api/candidato/recomendadas', () => {
  it("puts offers titled as the CV's desired position first, those of the candidate's region before the rest, never one applied to", async () => {
    const { id, jwt: token } = await nuevoCandidato();
    const { region, ids: enLaRegion } = await dondeHayKinesiologos(id);
    await cambiarCv(token, '/perfil', { ...PERFIL, cargoDeseado: 'Kinesióloga' });
    const postulada = enLaRegion[0]!;
    await entorno.base.db.query(`INSERT INTO postulacion (id_candidato, id_oferta, origen, usar_curriculum_perfil) VALUES ($1, $2, 'WEB', true)`, [id, postulada]);

    const respuesta = await comoCandidato('/api/candidato/recomendadas', OfertasRecomendadasSchema, token);
    expect(respuesta.preferencias).toEqual({ cargos: ['Kinesióloga'], areas: [], regiones: [region] });
    expect(respuesta.ofertas).toHaveLength(15);
    const ids = respuesta.ofertas.map((o) => o.idOferta);
    expect(ids).not.toContain(postulada);
    expect(respuesta.ofertas.map((o) => o.nombreCargo)).toEqual(Array(15).fill('Kinesiólogo'));
    const enSuRegion = enLaRegion.slice(1);
    expect(new Set(ids.slice(0, enSuRegion.length))).toEqual(new Set(enSuRegion));
    expect(await activas(ids)).toEqual(['ACTIVA']);
  });

  it('recommends from the positions of the work experience too', async () => {
    const { jwt: token } = await nuevoCandidato();
    await cambiarCv(token, '/experiencias', { cargo: 'Químico Farmacéutico', empresa: 'Farmacias del Sur', inicio: '2019-03', termino: null, descripcion: null });

    const respuesta = await comoCandidato('/api/candidato/recomendadas', OfertasRecomendadasSchema, token);
    expect(respuesta.preferencias).toEqual({ cargos: ['Químico Farmacéutico'], areas: [], regiones: [] });
    expect(respuesta.ofertas).toHaveLength(15);
    expect(respuesta.ofertas.every((o) => o.nombreCargo === 'Químico Farmacéutico')).toBe(true);
  });

  it("recommends the demo candidate's kind of job: her positions first, in her area, never what she applied to", async () => {
    const respuesta = await comoCandidato('/api/candidato/recomendadas', OfertasRecomendadasSchema, await jwtDe(entorno.app, 'demo@portal.cl'));
    expect(respuesta.preferencias).toEqual({
      cargos: ['Desarrolladora Frontend Senior', 'Desarrolladora Frontend', 'Analista Programadora', 'Práctica profesional en soporte TI'],
      areas: ['Tecnología'],
      regiones: ['Región Metropolitana de Santiago'],
    });
    expect(respuesta.ofertas).toHaveLength(15);
    expect(respuesta.ofertas[0]).toMatchObject({ nombreArea: 'Tecnología', ubicacion: { nombreRegion: 'Región Metropolitana de Santiago' } });
    expect(respuesta.ofertas[0]!.nombreCargo).toMatch(/^Desarrollador(a|\/a)? Frontend/);
    expect(respuesta.ofertas.every((o) => o.nombreArea === 'Tecnología')).toBe(true);
    const { rows } = await entorno.base.db.query<{ id: number }>('SELECT id_oferta AS id FROM postulacion WHERE id_candidato = 1');
    const postuladas = new Set(rows.map((r) => r.id));
    expect(rows.length).toBeGreaterThan(0);
    expect(respuesta.ofertas.filter((o) => postuladas.has(o.idOferta))).toEqual([]);
  });

  it('recommends nothing to a candidate who told nothing, nor from the region of the basic data alone', async () => {
    const respuesta = await comoCandidato('/api/candidato/recomendadas', OfertasRecomendadasSchema, await jwtDe(entorno.app, 'nuevo@portal.cl'));
    expect(respuesta).toEqual({ preferencias: { cargos: [], areas: [], regiones: [] }, ofertas: [] });

    const { id, jwt: token } = await nuevoCandidato();
    const { region } = await dondeHayKinesiologos(id);
    const soloLugar = await comoCandidato('/api/candidato/recomendadas', OfertasRecomendadasSchema, token);
    expect(soloLugar).toEqual({ preferencias: { cargos: [], areas: [], regiones: [region] }, ofertas: [] });
  });
});

describe('GET /api/candidato/relacionadas', () => {
  it('relates nothing while the candidate has neither applied nor saved', async () => {
    const respuesta = await comoCandidato('/api/candidato/relacionadas', OfertasRelacionadasSchema, await jwtDe(entorno.app, 'nuevo@portal.cl'));
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

    const respuesta = await comoCandidato('/api/candidato/relacionadas', OfertasRelacionadasSchema, await jwtDe(entorno.app, 'nuevo@portal.cl'));
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

import * as v from 'valibot';
import { ApiErrorSchema, ClicExternoSchema, OfertaGuardadaSchema, OfertaSchema, ResultadoBusquedaSchema } from '@portal/shared/contract';
import { entornoDelArchivo } from './support/app-de-prueba';
import { conJwt, demoYNuevo } from './support/cuentas';

const entorno = entornoDelArchivo();
let demo: string, nuevo: string;
beforeAll(async () => ({ demo, nuevo } = await demoYNuevo(entorno.app)));

async function guardar(method: 'PUT' | 'DELETE', idOferta: number, jwt: string | null = demo) {
  return entorno.app.inject({ method, url: `/api/ofertas-guardadas/${idOferta}`, headers: conJwt(jwt) });
}

async function ultimas(jwt: string | null) {
  const respuesta = await entorno.app.inject({ url: '/api/searchjob?idDominio=857', headers: conJwt(jwt) });
  return v.parse(ResultadoBusquedaSchema, respuesta.json()).ofertas;
}

async function detalle(idOferta: number, jwt: string | null) {
  return v.parse(OfertaSchema, (await entorno.app.inject({ url: `/api/ofertas/${idOferta}`, headers: conJwt(jwt) })).json());
}

describe('saved offers', () => {
  it('saves an offer twice without error and marks it guardada only for that candidate', async () => {
    const [primera, segunda] = await ultimas(demo);
    for (let i = 0; i < 2; i++) {
      const respuesta = await guardar('PUT', primera!.idOferta);
      expect(v.parse(OfertaGuardadaSchema, respuesta.json())).toEqual({ idOferta: primera!.idOferta, guardada: true });
    }
    const [a, b] = await ultimas(demo);
    expect([a!.guardada, b!.guardada]).toEqual([true, false]);
    expect(b!.idOferta).toBe(segunda!.idOferta);
    expect((await ultimas(nuevo))[0]!.guardada).toBe(false);
    expect((await ultimas(null))[0]!.guardada).toBe(false);
    expect((await detalle(primera!.idOferta, demo)).guardada).toBe(true);
    expect((await detalle(primera!.idOferta, null)).guardada).toBe(false);
  });

  it('unsaves an offer, also when it was not saved', async () => {
    const [primera] = await ultimas(demo);
    await guardar('PUT', primera!.idOferta);
    for (let i = 0; i < 2; i++) {
      const respuesta = await guardar('DELETE', primera!.idOferta);
      expect(v.parse(OfertaGuardadaSchema, respuesta.json())).toEqual({ idOferta: primera!.idOferta, guardada: false });
    }
    expect((await detalle(primera!.idOferta, demo)).guardada).toBe(false);
  });

  it("answers a signed-in keyword search whole from the search thread: the bytes the api sends, with the highlights and the candidate's marks", async () => {
    const url = '/api/searchjob?idDominio=857&palabraClave=enfermera';
    const buscar = async () => (await entorno.app.inject({ url, headers: conJwt(demo) })).rawPayload;
    const [primera] = v.parse(ResultadoBusquedaSchema, JSON.parse((await buscar()).toString())).ofertas;
    await guardar('PUT', primera!.idOferta);
    const { rows } = await entorno.base.db.query<{ id: number }>(`SELECT id_candidato AS id FROM candidato WHERE correo = 'demo@portal.cl'`);
    const bytes = await entorno.app.buscador.buscar({ idDominio: 857, palabraClave: 'enfermera', pagina: 1, orden: 'FECHA_PUBLICACION', tipoOrden: 'DESC' }, rows[0]!.id);
    expect(bytes.equals(await buscar())).toBe(true);
    const [oferta] = v.parse(ResultadoBusquedaSchema, JSON.parse(bytes.toString())).ofertas;
    expect(oferta).toMatchObject({ idOferta: primera!.idOferta, guardada: true, postulada: expect.any(Boolean) });
    expect(`${oferta!.nombreCargoDestacado} ${oferta!.extractoDestacado}`).toContain('<mark>');
  });

  it('treats an invalid bearer on the search as a visitor', async () => {
    expect((await ultimas('no-es-un-token'))[0]!.guardada).toBe(false);
  });

  it('asks to sign in to save, and answers 404 for a missing offer', async () => {
    expect((await guardar('PUT', 1, null)).statusCode).toBe(401);
    const respuesta = await guardar('PUT', 99999999);
    expect(respuesta.statusCode).toBe(404);
    expect(v.parse(ApiErrorSchema, respuesta.json()).message).toBe('La oferta 99999999 no existe o fue eliminada.');
  });
});

describe('offers with institutions and an external application link', () => {
  it('lists the institutions of an offer that only accepts their members', async () => {
    const oferta = await detalle(11, null);
    expect(oferta.postulacionValidaInstitucion).toBe(true);
    expect(oferta.instituciones.map((i) => i.nombre)).toEqual(['Universidad de Chile', 'Pontificia Universidad Católica de Chile', 'Duoc UC']);
  });

  it('counts each click on the external link', async () => {
    const oferta = await detalle(7, null);
    expect(oferta.linkPostulacionExterno).toBe('https://empleos.example.com/postular/7');
    const clic = () => entorno.app.inject({ method: 'POST', url: '/api/ofertas/7/clic-externo' });
    expect(v.parse(ClicExternoSchema, (await clic()).json())).toEqual({ idOferta: 7, clics: 1 });
    expect(v.parse(ClicExternoSchema, (await clic()).json())).toEqual({ idOferta: 7, clics: 2 });
  });

  it('refuses a click on an offer without external link', async () => {
    const respuesta = await entorno.app.inject({ method: 'POST', url: '/api/ofertas/8/clic-externo' });
    expect(respuesta.statusCode).toBe(409);
    expect(v.parse(ApiErrorSchema, respuesta.json()).message).toBe('Esta oferta no se postula en el sitio de la empresa.');
  });
});

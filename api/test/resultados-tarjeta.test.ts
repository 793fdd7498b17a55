// What a result card shows beside the offer's title (issue 23): its working hours, and «Ya postulaste»
// for the signed-in candidate who applied, never for another candidate or a visitor.
import * as v from 'valibot';
import { ResultadoBusquedaSchema } from '@portal/shared/contract';
import { entornoDelArchivo } from './support/app-de-prueba';
import { conJwt, demoYNuevo } from './support/cuentas';

const entorno = entornoDelArchivo();
let demo: string, nuevo: string;
beforeAll(async () => ({ demo, nuevo } = await demoYNuevo(entorno.app)));

async function resultados(jwt: string | null) {
  const respuesta = await entorno.app.inject({ url: '/api/searchjob?idDominio=857', headers: conJwt(jwt) });
  expect(respuesta.statusCode).toBe(200);
  return v.parse(ResultadoBusquedaSchema, respuesta.json()).ofertas;
}

describe('a result card’s facts', () => {
  it('names each result’s working hours as the offer has them', async () => {
    const ofertas = await resultados(null);
    const filas = await entorno.app.k.selectFrom('oferta').select(['id_oferta', 'jornada']).where('id_oferta', 'in', ofertas.map((o) => o.idOferta)).execute();
    const jornadas = new Map(filas.map((f) => [f.id_oferta, f.jornada]));
    expect(ofertas.map((o) => o.jornada)).toEqual(ofertas.map((o) => jornadas.get(o.idOferta)));
  });

  it('marks postulada only for the signed-in candidate who applied', async () => {
    const [primera, segunda] = await resultados(demo);
    const { id_candidato } = await entorno.app.k.selectFrom('candidato').select('id_candidato').where('correo', '=', 'demo@portal.cl').executeTakeFirstOrThrow();
    await entorno.app.k.deleteFrom('postulacion').where('id_candidato', '=', id_candidato).where('id_oferta', 'in', [primera!.idOferta, segunda!.idOferta]).execute();
    await entorno.app.k.insertInto('postulacion').values({ id_candidato, id_oferta: primera!.idOferta, origen: 'WEB', usar_curriculum_perfil: true }).execute();

    const [a, b] = await resultados(demo);
    expect([a!.postulada, b!.postulada]).toEqual([true, false]);
    const [otro] = await resultados(nuevo);
    expect(otro!.postulada).toBe(false);
    const [visitante] = await resultados(null);
    expect(visitante!.postulada).toBeUndefined();
  });
});

import * as v from 'valibot';
import { ApiErrorSchema, ExportacionDatosSchema, MisPostulacionesSchema, OfertaSchema, PostulacionSchema, ResultadoBusquedaSchema } from '@portal/shared/contract';
import { entornoDelArchivo, obtener } from './support/app-de-prueba';
import { jwtDe, postular } from './support/postulacion';

const entorno = entornoDelArchivo();
let demo: string;
let nuevo: string;
beforeAll(async () => {
  demo = await jwtDe(entorno.app, 'demo@portal.cl');
  nuevo = await jwtDe(entorno.app, 'nuevo@portal.cl');
});

// The rule of admitePostulacionRapida in SQL, to find offers on each side of it.
const RAPIDA = `NOT postulacion_valida_institucion AND link_postulacion_externo IS NULL AND tipo_curriculum_aceptado <> 'ARCHIVO' AND
  NOT EXISTS (SELECT 1 FROM oferta_pregunta p WHERE p.id_oferta = o.id_oferta) AND
  NOT EXISTS (SELECT 1 FROM oferta_documento d WHERE d.id_oferta = o.id_oferta) AND
  NOT EXISTS (SELECT 1 FROM oferta_institucion i WHERE i.id_oferta = o.id_oferta)`;

const usadas = new Set<number>();
async function oferta(condicion: string): Promise<number> {
  const { rows } = await entorno.base.db.query<{ id: number }>(`SELECT id_oferta AS id FROM oferta o WHERE estado = 'ACTIVA' AND ${condicion} ORDER BY id_oferta LIMIT 50`);
  const id = rows.map((r) => r.id).find((i) => !usadas.has(i));
  if (id === undefined) throw new Error(`Sin oferta para: ${condicion}`);
  usadas.add(id);
  return id;
}

async function rechazo(idOferta: number, jwt: string, origen = 'POSTULA_FACIL') {
  const respuesta = await postular(entorno.app, jwt, { idOferta, origen });
  return { status: respuesta.statusCode, mensaje: v.parse(ApiErrorSchema, respuesta.json()).message };
}

describe('quick apply (POSTULA_FACIL)', () => {
  it('records a one-tap application with the profile CV, listed at once and exported with its origin', async () => {
    const idOferta = await oferta(`${RAPIDA} AND tipo_curriculum_aceptado = 'NORMAL'`);
    const respuesta = await postular(entorno.app, demo, { idOferta, origen: 'POSTULA_FACIL' });
    expect(respuesta.statusCode).toBe(201);
    expect(v.parse(PostulacionSchema, respuesta.json())).toMatchObject({ idOferta, origen: 'POSTULA_FACIL' });

    const auth = { authorization: `Bearer ${demo}` };
    const lista = v.parse(MisPostulacionesSchema, (await entorno.app.inject({ url: '/api/mis-postulaciones', headers: auth })).json());
    expect(lista.postulaciones.map((p) => p.oferta.idOferta)).toContain(idOferta);
    const datos = v.parse(ExportacionDatosSchema, (await entorno.app.inject({ url: '/api/cuenta/datos', headers: auth })).json());
    expect(datos.postulaciones.find((p) => p.idOferta === idOferta)).toMatchObject({ origen: 'POSTULA_FACIL', curriculum: 'Currículum del perfil' });
  });

  it('takes the phone origin too, on an offer that accepts the profile CV or a file', async () => {
    const idOferta = await oferta(`${RAPIDA} AND tipo_curriculum_aceptado = 'NORMAL_ARCHIVO'`);
    const respuesta = await postular(entorno.app, demo, { idOferta, origen: 'POSTULA_FACIL_MOBILE' });
    expect(respuesta.statusCode).toBe(201);
    expect(v.parse(PostulacionSchema, respuesta.json()).origen).toBe('POSTULA_FACIL_MOBILE');
  });

  it.each([
    ['questions', `EXISTS (SELECT 1 FROM oferta_pregunta p WHERE p.id_oferta = o.id_oferta)`],
    ['documents', `EXISTS (SELECT 1 FROM oferta_documento d WHERE d.id_oferta = o.id_oferta)`],
    ['a CV file only', `tipo_curriculum_aceptado = 'ARCHIVO'`],
    ['members of some institutions', 'postulacion_valida_institucion'],
  ])('refuses a quick application to an offer that asks for %s, and records nothing', async (_, condicion) => {
    const idOferta = await oferta(condicion);
    expect(await rechazo(idOferta, demo)).toEqual({ status: 422, mensaje: 'Esta oferta pide más que tu currículum: postula con el formulario completo.' });
    const { rows } = await entorno.base.db.query('SELECT 1 FROM postulacion WHERE id_oferta = $1 AND id_candidato = 1', [idOferta]);
    expect(rows).toEqual([]);
  });

  it('refuses a quick application to an offer applied to on the employer site', async () => {
    const idOferta = await oferta(RAPIDA);
    await entorno.base.db.query("UPDATE oferta SET link_postulacion_externo = 'https://empleos.example.com/1' WHERE id_oferta = $1", [idOferta]);
    expect(await rechazo(idOferta, demo, 'POSTULA_FACIL_MOBILE')).toEqual({ status: 422, mensaje: 'Esta oferta pide más que tu currículum: postula con el formulario completo.' });
  });

  it('asks a candidate without a CV to complete it, even where the offer also takes a file', async () => {
    const idOferta = await oferta(`${RAPIDA} AND tipo_curriculum_aceptado = 'NORMAL_ARCHIVO'`);
    expect(await rechazo(idOferta, nuevo)).toEqual({ status: 422, mensaje: 'Esta oferta pide el currículum de tu perfil: complétalo antes de postular.' });
  });
});

describe('postulacionRapida on results and the offer page', () => {
  it('marks exactly the offers that take quick apply', async () => {
    const resultado = await obtener(entorno.app, '/api/searchjob?idDominio=857', ResultadoBusquedaSchema);
    const ids = resultado.ofertas.map((o) => o.idOferta);
    const { rows } = await entorno.base.db.query<{ id: number }>(`SELECT id_oferta AS id FROM oferta o WHERE id_oferta = ANY($1::int[]) AND ${RAPIDA}`, [ids]);
    const rapidas = new Set(rows.map((r) => r.id));
    expect(rapidas.size).toBeGreaterThan(0);
    expect(rapidas.size).toBeLessThan(ids.length);
    for (const o of resultado.ofertas) expect({ id: o.idOferta, rapida: o.postulacionRapida }).toEqual({ id: o.idOferta, rapida: rapidas.has(o.idOferta) });

    const [si, no] = [await oferta(RAPIDA), await oferta(`NOT (${RAPIDA})`)];
    expect((await obtener(entorno.app, `/api/ofertas/${si}`, OfertaSchema)).postulacionRapida).toBe(true);
    expect((await obtener(entorno.app, `/api/ofertas/${no}`, OfertaSchema)).postulacionRapida).toBe(false);
  });

  it('unmarks a result in the next search once its offer asks a question (migration 034)', async () => {
    const buscar = () => obtener(entorno.app, '/api/searchjob?idDominio=857', ResultadoBusquedaSchema);
    const { idOferta } = (await buscar()).ofertas.find((o) => o.postulacionRapida)!;
    await entorno.base.db.query("INSERT INTO oferta_pregunta (id_pregunta, id_oferta, pregunta) SELECT max(id_pregunta) + 1, $1, '¿Tienes licencia de conducir?' FROM oferta_pregunta", [idOferta]);
    expect((await buscar()).ofertas.find((o) => o.idOferta === idOferta)).toMatchObject({ postulacionRapida: false });
    expect((await obtener(entorno.app, `/api/ofertas/${idOferta}`, OfertaSchema)).postulacionRapida).toBe(false);
  });
});

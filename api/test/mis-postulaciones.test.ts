import * as v from 'valibot';
import { ApiErrorSchema, MisPostulacionesSchema, PostulacionCandidatoSchema, type PostulacionCandidato } from '@portal/shared/contract';
import { entornoDelArchivo } from './support/app-de-prueba';
import { conJwt, demoYNuevo } from './support/cuentas';
import { postular } from './support/postulacion';

const entorno = entornoDelArchivo();
let demo: string, otro: string;
beforeAll(async () => ({ demo, nuevo: otro } = await demoYNuevo(entorno.app)));

async function pedir(url: string, jwt: string | null, method: 'GET' | 'POST' = 'GET') {
  return entorno.app.inject({ method, url, headers: conJwt(jwt) });
}

async function lista(query = '', jwt = demo) {
  const respuesta = await pedir(`/api/mis-postulaciones${query}`, jwt);
  expect(respuesta.statusCode).toBe(200);
  return v.parse(MisPostulacionesSchema, respuesta.json());
}

async function error(respuesta: Awaited<ReturnType<typeof pedir>>) {
  return { status: respuesta.statusCode, ...v.parse(ApiErrorSchema, respuesta.json()) };
}

const porEstado = async (estado: string) => (await lista(`?estado=${estado}`)).postulaciones;
const retirar = (id: number, jwt: string | null = demo) => pedir(`/api/mis-postulaciones/${id}/retiro`, jwt, 'POST');
const filaDe = async (id: number) =>
  (await entorno.base.db.query<{ retirada: Date | null; estado: string }>('SELECT retirada, estado FROM postulacion WHERE id_postulacion = $1', [id])).rows[0]!;

describe('the demo candidate’s applications', () => {
  it('lists every seeded application newest first, each with its steps in order and their dates', async () => {
    const { postulaciones, cantidadRegistros, cantidadPaginas, paginaActual } = await lista();
    expect({ cantidadRegistros, cantidadPaginas, paginaActual }).toEqual({ cantidadRegistros: 7, cantidadPaginas: 1, paginaActual: 1 });
    const fechas = postulaciones.map((p) => p.fecha);
    expect(fechas).toEqual([...fechas].sort().reverse());
    expect(new Set(postulaciones.map((p) => p.estado))).toEqual(new Set(['ENVIADA', 'CV_RECIBIDO', 'CV_VISTO', 'EN_EVALUACION', 'FINALIZADA']));
    for (const p of postulaciones) {
      expect(p.pasos[0]).toEqual({ estado: 'ENVIADA', fecha: p.fecha });
      expect(p.pasos.at(-1)!.estado).toBe(p.estado);
      expect(p.pasos.map((paso) => paso.fecha)).toEqual(p.pasos.map((paso) => paso.fecha).sort());
    }
    const finalizada = postulaciones.find((p) => p.estado === 'FINALIZADA')!;
    expect(finalizada.pasos.map((paso) => paso.estado)).toEqual(['ENVIADA', 'CV_RECIBIDO', 'CV_VISTO', 'EN_EVALUACION', 'FINALIZADA']);
    expect(postulaciones.filter((p) => p.retirada)).toHaveLength(1);
    expect(postulaciones.filter((p) => p.oferta.expirada)).toHaveLength(1);
  });

  it('filters by the step reached, withdrawn ones apart', async () => {
    const vistas = await porEstado('CV_VISTO');
    expect(vistas.length).toBeGreaterThan(0);
    expect(vistas.every((p) => p.estado === 'CV_VISTO' && p.retirada === null)).toBe(true);
    const retiradas = await porEstado('RETIRADA');
    expect(retiradas).toHaveLength(1);
    expect(retiradas[0]!.retirada).not.toBeNull();
  });

  it('finds an application by words of its title, ignoring accents and case, and matches % literally', async () => {
    const [primera] = (await lista()).postulaciones;
    const palabra = primera!.oferta.nombreCargo.split(' ')[0]!;
    const sinTildes = palabra.normalize('NFD').replace(/\p{Diacritic}/gu, '').toUpperCase();
    const encontradas = (await lista(`?texto=${encodeURIComponent(sinTildes)}`)).postulaciones;
    expect(encontradas.map((p) => p.idPostulacion)).toContain(primera!.idPostulacion);
    expect(encontradas.every((p) => `${p.oferta.nombreCargo} ${p.oferta.nombreEmpresaFantasia}`.toLowerCase().includes(palabra.toLowerCase()))).toBe(true);
    expect((await lista('?texto=%25')).postulaciones).toEqual([]);
  });

  it('pages past the last page with an empty list and the real totals', async () => {
    expect(await lista('?pagina=2')).toMatchObject({ cantidadRegistros: 7, paginaActual: 2, postulaciones: [] });
  });

  it('refuses an unknown status, a text too long and a bad page', async () => {
    for (const query of ['?estado=ACEPTADA', `?texto=${'a'.repeat(101)}`, '?pagina=0']) {
      expect((await error(await pedir(`/api/mis-postulaciones${query}`, demo))).status).toBe(400);
    }
  });

  it('reads one application of its owner', async () => {
    const [primera] = (await lista()).postulaciones;
    const respuesta = await pedir(`/api/mis-postulaciones/${primera!.idPostulacion}`, demo);
    expect(v.parse(PostulacionCandidatoSchema, respuesta.json())).toEqual(primera);
  });

  it('starts a new application as sent, with today’s date', async () => {
    const { rows } = await entorno.base.db.query<{ id: number }>(
      `SELECT id_oferta AS id FROM oferta o WHERE estado = 'ACTIVA' AND tipo_curriculum_aceptado = 'NORMAL' AND NOT postulacion_valida_institucion
        AND NOT EXISTS (SELECT 1 FROM oferta_pregunta p WHERE p.id_oferta = o.id_oferta)
        AND NOT EXISTS (SELECT 1 FROM oferta_documento d WHERE d.id_oferta = o.id_oferta)
        AND NOT EXISTS (SELECT 1 FROM postulacion p WHERE p.id_oferta = o.id_oferta) ORDER BY id_oferta DESC LIMIT 1`,
    );
    const antes = Date.now() - 1000;
    expect((await postular(entorno.app, demo, { idOferta: rows[0]!.id })).statusCode).toBe(201);
    const [nueva] = (await lista()).postulaciones;
    expect(nueva!.oferta.idOferta).toBe(rows[0]!.id);
    expect(nueva!.estado).toBe('ENVIADA');
    expect(nueva!.pasos).toEqual([{ estado: 'ENVIADA', fecha: nueva!.fecha }]);
    expect(Date.parse(nueva!.fecha)).toBeGreaterThanOrEqual(antes);
  });
});

describe('withdrawing an application', () => {
  const una = async (estado: string): Promise<PostulacionCandidato> => (await porEstado(estado))[0]!;

  it('withdraws one not finished, keeping the step it reached, and only once', async () => {
    const recibida = await una('CV_RECIBIDO');
    const respuesta = await retirar(recibida.idPostulacion);
    expect(respuesta.statusCode).toBe(200);
    const retirada = v.parse(PostulacionCandidatoSchema, respuesta.json());
    expect(retirada).toMatchObject({ idPostulacion: recibida.idPostulacion, estado: 'CV_RECIBIDO', pasos: recibida.pasos });
    expect(retirada.retirada).not.toBeNull();
    expect(await error(await retirar(recibida.idPostulacion))).toMatchObject({ status: 409, code: 'POSTULACION_YA_RETIRADA', message: 'Ya retiraste esta postulación.' });
  });

  it('refuses to withdraw a finished one', async () => {
    const finalizada = await una('FINALIZADA');
    expect(await error(await retirar(finalizada.idPostulacion))).toMatchObject({ status: 409, code: 'POSTULACION_FINALIZADA' });
    expect((await filaDe(finalizada.idPostulacion)).retirada).toBeNull();
  });

  it('asks to sign in first', async () => {
    expect((await retirar(1, null)).statusCode).toBe(401);
    expect((await pedir('/api/mis-postulaciones', null)).statusCode).toBe(401);
  });
});

describe('the data export (Ley 21.719)', () => {
  it('carries the steps of each application and its withdrawal', async () => {
    const datos = (await pedir('/api/cuenta/datos', demo)).json() as { postulaciones: { idPostulacion: number; pasos: unknown[]; retirada: string | null }[] };
    const retirada = (await porEstado('RETIRADA'))[0]!;
    expect(datos.postulaciones.find((p) => p.idPostulacion === retirada.idPostulacion)).toMatchObject({ pasos: retirada.pasos, retirada: retirada.retirada });
  });
});

describe('another candidate', () => {
  it('sees none of the demo’s applications, and neither reads nor withdraws one by its id', async () => {
    expect(await lista('', otro)).toEqual({ cantidadRegistros: 0, cantidadPaginas: 0, paginaActual: 1, postulaciones: [] });
    const enviada = (await porEstado('ENVIADA'))[0]!;
    expect(await error(await pedir(`/api/mis-postulaciones/${enviada.idPostulacion}`, otro))).toMatchObject({ status: 404, code: 'POSTULACION_NO_ENCONTRADA' });
    expect(await error(await retirar(enviada.idPostulacion, otro))).toMatchObject({ status: 404, code: 'POSTULACION_NO_ENCONTRADA' });
    expect(await filaDe(enviada.idPostulacion)).toEqual({ retirada: null, estado: 'ENVIADA' });
    expect((await error(await retirar(99999999))).status).toBe(404);
  });
});

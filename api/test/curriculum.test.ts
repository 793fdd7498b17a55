import * as v from 'valibot';
import { ApiErrorSchema, CurriculumSchema, type Curriculum } from '@portal/shared/contract';
import { entornoDelArchivo } from './support/app-de-prueba';
import { candidatoNuevo, conJwt, jwtDe } from './support/cuentas';

const entorno = entornoDelArchivo();
let demo: string;
beforeAll(async () => {
  demo = await jwtDe(entorno.app, 'demo@portal.cl');
});

const error = (respuesta: { json(): unknown }) => v.parse(ApiErrorSchema, respuesta.json());
type Metodo = 'GET' | 'POST' | 'PUT' | 'DELETE';
const llamar = (jwt: string, method: Metodo, url: string, payload?: object) => entorno.app.inject({ method, url: `/api/curriculum${url}`, headers: conJwt(jwt), ...(payload && { payload }) });
async function cv(jwt: string, method: Metodo = 'GET', url = '', payload?: object, status = method === 'POST' ? 201 : 200): Promise<Curriculum> {
  const respuesta = await llamar(jwt, method, url, payload);
  expect({ url, status: respuesta.statusCode, body: respuesta.statusCode === status ? null : respuesta.json() }).toEqual({ url, status, body: null });
  return v.parse(CurriculumSchema, respuesta.json());
}

/** A new candidate with an empty CV, signed in. */
const nuevo = async () => (await candidatoNuevo(entorno, 'cv')).jwt;

const EXPERIENCIA = { cargo: 'Cajera', empresa: 'Supermercado Sur', inicio: '2020-01', termino: '2021-06', descripcion: 'Atención de público y arqueo de caja.' };
const PERFIL = { resumen: 'Responsable y puntual.', cargoDeseado: 'Vendedora', pretensionRenta: 650000, disponibilidad: 'INMEDIATA', jornadas: ['PARCIAL', 'COMPLETA', 'PARCIAL'], modalidades: [], licencias: ['B'] };

describe('GET /api/curriculum', () => {
  it("gives the demo candidate's seeded CV, complete but for the photo", async () => {
    const curriculum = await cv(demo);
    expect(curriculum).toMatchObject({ nombre: 'Camila Rojas Muñoz', perfil: { cargoDeseado: 'Desarrolladora Frontend Senior', pretensionRenta: 2200000, licencias: ['B'] } });
    expect(curriculum.experiencias.map((e) => e.empresa)).toEqual(['Banco Andino', 'Retail Austral SpA', 'Clínica Los Aromos']);
    expect(curriculum.completitud).toEqual({ porcentaje: 90, faltantes: [{ seccion: 'foto', texto: 'Sube una foto de perfil.' }] });
  });

  it('gives a new candidate an empty CV whose next step is the work experience', async () => {
    const curriculum = await cv(await nuevo());
    expect(curriculum).toMatchObject({ experiencias: [], estudios: [], archivo: null, foto: null, actualizado: null });
    expect(curriculum.completitud.porcentaje).toBe(0);
    expect(curriculum.completitud.faltantes[0]).toEqual({ seccion: 'experiencias', texto: 'Agrega tu experiencia laboral: es lo primero que miran los reclutadores.' });
  });

  it('needs a session', async () => {
    expect(error(await entorno.app.inject('/api/curriculum'))).toMatchObject({ statusCode: 401, code: 'SESION_INVALIDA' });
  });
});

describe('PUT /api/curriculum/perfil', () => {
  it('saves the profile, each working-hours value once, and counts it in the completeness', async () => {
    const jwt = await nuevo();
    const curriculum = await cv(jwt, 'PUT', '/perfil', PERFIL);
    expect(curriculum.perfil).toEqual({ ...PERFIL, jornadas: ['COMPLETA', 'PARCIAL'] });
    expect(curriculum.completitud.porcentaje).toBe(30);
    expect(curriculum.actualizado).not.toBeNull();
  });

  it.each([
    ['a salary under the minimum', { pretensionRenta: 1000 }],
    ['a salary with decimals', { pretensionRenta: 650000.5 }],
    ['an unknown licence class', { licencias: ['Z'] }],
    ['an unknown availability', { disponibilidad: 'NUNCA' }],
    ['a summary over 2000 characters', { resumen: 'a'.repeat(2001) }],
  ])('refuses %s and keeps what was saved', async (_caso, cambio) => {
    const jwt = await nuevo();
    await cv(jwt, 'PUT', '/perfil', PERFIL);
    const respuesta = await llamar(jwt, 'PUT', '/perfil', { ...PERFIL, ...cambio });
    expect(error(respuesta)).toMatchObject({ statusCode: 400, code: 'VALIDACION' });
    expect((await cv(jwt)).perfil.pretensionRenta).toBe(650000);
  });
});

describe('CV sections', () => {
  it('adds, edits, reorders and removes work experience', async () => {
    const jwt = await nuevo();
    await cv(jwt, 'POST', '/experiencias', EXPERIENCIA);
    let curriculum = await cv(jwt, 'POST', '/experiencias', { ...EXPERIENCIA, cargo: 'Reponedora', inicio: '2021-07', termino: null, descripcion: '  ' });
    const [primera, segunda] = curriculum.experiencias.map((e) => e.idExperiencia) as [number, number];
    expect(curriculum.experiencias[1]).toEqual({ idExperiencia: segunda, cargo: 'Reponedora', empresa: 'Supermercado Sur', inicio: '2021-07', termino: null, descripcion: null });

    curriculum = await cv(jwt, 'PUT', `/experiencias/${primera}`, { ...EXPERIENCIA, cargo: '  Cajera líder ' });
    expect(curriculum.experiencias[0]!.cargo).toBe('Cajera líder');
    curriculum = await cv(jwt, 'PUT', '/experiencias/orden', { ids: [segunda, primera] });
    expect(curriculum.experiencias.map((e) => e.idExperiencia)).toEqual([segunda, primera]);
    curriculum = await cv(jwt, 'DELETE', `/experiencias/${segunda}`);
    expect(curriculum.experiencias.map((e) => e.idExperiencia)).toEqual([primera]);
    expect(curriculum.completitud.faltantes.map((f) => f.seccion)).not.toContain('experiencias');
  });

  it.each([
    ['an end before the start', { inicio: '2021-05', termino: '2021-04' }, 'La fecha de término no puede ser anterior a la de inicio.'],
    ['a start in the future', { inicio: '2999-01', termino: null }, 'La fecha de inicio no puede estar en el futuro.'],
    ['an end in the future', { inicio: '2020-01', termino: '2999-01' }, 'La fecha de término no puede estar en el futuro.'],
    ['a blank position', { cargo: '   ' }, 'Completa el campo «Cargo».'],
  ])('refuses an experience with %s, with a Spanish message', async (_caso, cambio, mensaje) => {
    const jwt = await nuevo();
    const respuesta = await llamar(jwt, 'POST', '/experiencias', { ...EXPERIENCIA, ...cambio });
    expect(error(respuesta)).toMatchObject({ statusCode: 400, code: 'VALIDACION', message: mensaje });
    expect((await cv(jwt)).experiencias).toEqual([]);
  });

  it('refuses a month that is not YYYY-MM', async () => {
    const respuesta = await llamar(await nuevo(), 'POST', '/experiencias', { ...EXPERIENCIA, inicio: '2020-13' });
    expect(error(respuesta)).toMatchObject({ statusCode: 400, code: 'VALIDACION' });
  });

  it('lets studies in progress end in the future, but not finished ones', async () => {
    const jwt = await nuevo();
    const estudio = { nivel: 'UNIVERSITARIO', institucion: 'Universidad de Chile', carrera: 'Derecho', estado: 'EN_CURSO', inicio: '2022-03', termino: '2999-12' };
    const curriculum = await cv(jwt, 'POST', '/estudios', estudio);
    expect(curriculum.estudios[0]).toMatchObject({ institucion: 'Universidad de Chile', termino: '2999-12' });
    const titulado = await llamar(jwt, 'POST', '/estudios', { ...estudio, estado: 'TITULADO' });
    expect(error(titulado)).toMatchObject({ statusCode: 400, message: 'La fecha de término no puede estar en el futuro.' });
  });

  it('keeps a language and a skill once (skills without regard to case)', async () => {
    const jwt = await nuevo();
    await cv(jwt, 'POST', '/idiomas', { idioma: 'Inglés', nivel: 'INTERMEDIO' });
    const idioma = await llamar(jwt, 'POST', '/idiomas', { idioma: 'Inglés', nivel: 'AVANZADO' });
    expect(error(idioma)).toMatchObject({ statusCode: 409, code: 'CURRICULUM_DUPLICADO', message: 'Tu currículum ya tiene el idioma Inglés: edítalo para cambiar su nivel.' });
    await cv(jwt, 'POST', '/habilidades', { nombre: 'Excel' });
    expect(error(await llamar(jwt, 'POST', '/habilidades', { nombre: ' excel ' }))).toMatchObject({ statusCode: 409, code: 'CURRICULUM_DUPLICADO' });
    expect((await cv(jwt)).habilidades.map((h) => h.nombre)).toEqual(['Excel']);
  });

  it('refuses a language outside the list', async () => {
    expect(error(await llamar(await nuevo(), 'POST', '/idiomas', { idioma: 'Klingon', nivel: 'NATIVO' }))).toMatchObject({ statusCode: 400, code: 'VALIDACION' });
  });

  it('stops at 30 skills', async () => {
    const jwt = await nuevo();
    for (let i = 0; i < 30; i++) await cv(jwt, 'POST', '/habilidades', { nombre: `Habilidad ${i}` });
    expect(error(await llamar(jwt, 'POST', '/habilidades', { nombre: 'Una más' }))).toMatchObject({ statusCode: 422, code: 'CURRICULUM_LIMITE' });
  });

  it('refuses an order that leaves out or repeats an entry', async () => {
    const jwt = await nuevo();
    const curriculum = await cv(jwt, 'POST', '/habilidades', { nombre: 'Excel' });
    const ids = (await cv(jwt, 'POST', '/habilidades', { nombre: 'Word' })).habilidades.map((h) => h.idHabilidad);
    expect(curriculum.habilidades).toHaveLength(1);
    for (const orden of [[ids[0]], [ids[0], ids[0]], [...ids, 999999]]) {
      expect(error(await llamar(jwt, 'PUT', '/habilidades/orden', { ids: orden }))).toMatchObject({ statusCode: 400, code: 'VALIDACION' });
    }
    expect((await cv(jwt)).habilidades.map((h) => h.idHabilidad)).toEqual(ids);
  });
});

describe("another candidate's entries", () => {
  it('are neither changed, removed nor reordered with another token: 404/400 and nothing changes', async () => {
    const antes = await cv(demo);
    const ajeno = await nuevo();
    await cv(ajeno, 'POST', '/habilidades', { nombre: 'Propia' });
    const [experiencia, otra] = antes.experiencias;
    const idioma = antes.idiomas[0]!;

    const cambiar = await llamar(ajeno, 'PUT', `/experiencias/${experiencia!.idExperiencia}`, EXPERIENCIA);
    expect(error(cambiar)).toMatchObject({ statusCode: 404, code: 'CURRICULUM_ELEMENTO_NO_ENCONTRADO' });
    expect(error(await llamar(ajeno, 'DELETE', `/experiencias/${otra!.idExperiencia}`))).toMatchObject({ statusCode: 404 });
    expect(error(await llamar(ajeno, 'PUT', `/idiomas/${idioma.idIdioma}`, { idioma: 'Francés', nivel: 'BASICO' }))).toMatchObject({ statusCode: 404 });
    const ordenAjeno = await llamar(ajeno, 'PUT', '/experiencias/orden', { ids: antes.experiencias.map((e) => e.idExperiencia).reverse() });
    expect(error(ordenAjeno)).toMatchObject({ statusCode: 400 });

    const despues = await cv(demo);
    expect(despues).toEqual(antes);
  });
});

import * as v from 'valibot';
import { OfertasGuardadasSchema, ResultadoCvSchema } from '@portal/shared/contract';
import { entornoDelArchivo } from './support/app-de-prueba';
import { conJwt, demoYNuevo } from './support/cuentas';

const entorno = entornoDelArchivo();
let demo: string, otro: string;
beforeAll(async () => ({ demo, nuevo: otro } = await demoYNuevo(entorno.app)));

async function guardadas(jwt = demo, query = '') {
  const respuesta = await entorno.app.inject({ url: `/api/ofertas-guardadas${query}`, headers: conJwt(jwt) });
  expect(respuesta.statusCode).toBe(200);
  return v.parse(OfertasGuardadasSchema, respuesta.json());
}

describe('the saved offers list', () => {
  it('lists the demo’s saved offers, live ones first, the expired ones marked', async () => {
    const { ofertas, cantidadRegistros } = await guardadas();
    expect(cantidadRegistros).toBe(5);
    expect(ofertas.map((o) => o.expirada)).toEqual([false, false, false, true, true]);
    expect(ofertas.every((o) => o.oferta.guardada)).toBe(true);
    const vivas = ofertas.filter((o) => !o.expirada).map((o) => o.fechaGuardada);
    expect(vivas).toEqual([...vivas].sort().reverse());
  });

  it('drops an offer the candidate unsaves, and another candidate’s unsave changes nothing', async () => {
    const [primera] = (await guardadas()).ofertas;
    const idOferta = primera!.oferta.idOferta;
    await entorno.app.inject({ method: 'DELETE', url: `/api/ofertas-guardadas/${idOferta}`, headers: conJwt(otro) });
    expect((await guardadas()).ofertas.map((o) => o.oferta.idOferta)).toContain(idOferta);
    await entorno.app.inject({ method: 'DELETE', url: `/api/ofertas-guardadas/${idOferta}`, headers: conJwt(demo) });
    expect((await guardadas()).ofertas.map((o) => o.oferta.idOferta)).not.toContain(idOferta);
  });

  it('shows another candidate only their own, and asks a visitor to sign in', async () => {
    expect(await guardadas(otro)).toEqual({ cantidadRegistros: 0, cantidadPaginas: 0, paginaActual: 1, ofertas: [] });
    expect((await entorno.app.inject({ url: '/api/ofertas-guardadas' })).statusCode).toBe(401);
    expect((await entorno.app.inject({ url: '/api/ofertas-guardadas?pagina=0', headers: conJwt(demo) })).statusCode).toBe(400);
  });
});

describe('leaving a CV with a company (ATS calls)', () => {
  const ats = async (accion: 'check-cv' | 'dejar-cv', payload: unknown) => {
    const respuesta = await entorno.app.inject({ method: 'POST', url: `/api/ats/candidato/${accion}`, payload: payload as object });
    return { status: respuesta.statusCode, cuerpo: respuesta.statusCode === 200 ? v.parse(ResultadoCvSchema, respuesta.json()) : respuesta.json() };
  };
  const dejados = async (idCandidato: number) =>
    (await entorno.base.db.query<{ id: number }>('SELECT id_empresa AS id FROM cv_dejado WHERE id_candidato = $1', [idCandidato])).rows.map((r) => r.id);

  it('lets a candidate with a CV leave it, once per company', async () => {
    expect(await ats('check-cv', { token: demo, idc: 3 })).toEqual({ status: 200, cuerpo: true });
    expect(await ats('dejar-cv', { token: demo, idc: 3 })).toEqual({ status: 200, cuerpo: true });
    expect(await ats('dejar-cv', { token: demo, idc: 3 })).toEqual({ status: 200, cuerpo: true });
    expect(await dejados(1)).toEqual([3]);
    const { cvDejados } = (await entorno.app.inject({ url: '/api/cuenta/datos', headers: conJwt(demo) })).json() as { cvDejados: { empresa: string }[] };
    expect(cvDejados).toHaveLength(1);
  });

  it('answers false without a CV, a live session or a known company, and leaves nothing', async () => {
    expect(await ats('check-cv', { token: otro, idc: 3 })).toEqual({ status: 200, cuerpo: false });
    expect(await ats('dejar-cv', { token: otro, idc: 3 })).toEqual({ status: 200, cuerpo: false });
    expect(await ats('dejar-cv', { token: 'no-es-un-jwt', idc: 4 })).toEqual({ status: 200, cuerpo: false });
    expect(await ats('dejar-cv', { token: demo, idc: 99999999 })).toEqual({ status: 200, cuerpo: false });
    expect(await dejados(2)).toEqual([]);
    expect(await dejados(1)).not.toContain(4);
  });

  it('refuses a body without token or company', async () => {
    expect((await ats('check-cv', { idc: 3 })).status).toBe(400);
    expect((await ats('dejar-cv', { token: demo, idc: 'x' })).status).toBe(400);
  });
});

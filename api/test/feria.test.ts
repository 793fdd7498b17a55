import {
  ApiErrorSchema,
  EmpresasFeriaSchema,
  EmpresasPabellonSchema,
  HomeFeriaSchema,
  OpcionesCategoriaSchema,
  StandFeriaSchema,
} from '@portal/shared/contract';
import { entornoDelArchivo, obtener } from './support/app-de-prueba';

const entorno = entornoDelArchivo();

const empresasDe = async (idDominio: number, query = '') =>
  (await obtener(entorno.app, `/api/feria/empresas-dominio?idDominio=${idDominio}${query}`, EmpresasFeriaSchema)).empresas;
const pabellonesDe = async (idDominio: number) =>
  (await obtener(entorno.app, `/api/feria/pabellones?idDominio=${idDominio}`, OpcionesCategoriaSchema)).opcionesCategoria;

describe('GET /api/feria/home', () => {
  it('gives the open fair with its window, state and numbers', async () => {
    const home = await obtener(entorno.app, '/api/feria/home?idDominio=860', HomeFeriaSchema);
    expect(home).toMatchObject({ idDominio: 860, nombre: 'Feria Laboral Virtual', estado: 'ABIERTA', preRegistroHabilitado: false });
    expect(home.fechaInicio).toBe('2026-01-01T03:00:00.000Z');
    expect(home.cifras.empresas).toBe(43);
    expect(home.cifras.ofertas).toBeGreaterThan(200);
    expect(home.cifras.vacantes).toBeGreaterThan(home.cifras.ofertas);
    const empresas = await empresasDe(860);
    expect(empresas.reduce((suma, e) => suma + e.cantidadVacantes, 0)).toBe(home.cifras.vacantes);
  });

  it('says the closed fair is not open yet and takes pre-registrations', async () => {
    expect(await obtener(entorno.app, '/api/feria/home?idDominio=861', HomeFeriaSchema)).toMatchObject({ estado: 'POR_ABRIR', preRegistroHabilitado: true });
  });

  it('answers 404 for a portal that is not a fair, or none, and 400 without idDominio', async () => {
    expect((await obtener(entorno.app, '/api/feria/home?idDominio=857', ApiErrorSchema, 404)).code).toBe('FERIA_NO_ENCONTRADA');
    await obtener(entorno.app, '/api/feria/home?idDominio=999999', ApiErrorSchema, 404);
    await obtener(entorno.app, '/api/feria/home', ApiErrorSchema, 400);
  });
});

describe('GET /api/feria/empresas-dominio', () => {
  it('lists the 43 companies of the open fair, forty of them with vacancies, at least six in each pavilion', async () => {
    const empresas = await empresasDe(860);
    expect(empresas).toHaveLength(43);
    expect(empresas.filter((e) => e.cantidadVacantes > 0).length).toBeGreaterThanOrEqual(40);
    expect(empresas.some((e) => e.cantidadVacantes === 0)).toBe(true);
    expect(empresas[0]!.stand).toMatch(/^[a-z0-9-]+$/);
    // One logo per company: the fair shows the company's own (GET /api/empresas/:id/logo.svg).
    expect(empresas[0]!.urlLogo).toMatch(new RegExp(`^/api/empresas/${empresas[0]!.idEmpresa}/logo\\.svg\\?v=[0-9a-f]{8}$`));
    for (const { llaveOpcionCategoria } of await pabellonesDe(860)) {
      expect(empresas.filter((e) => e.pabellon.llaveOpcionCategoria === llaveOpcionCategoria).length).toBeGreaterThanOrEqual(6);
    }
  });

  it('keeps only companies with vacancies when vacantes=true', async () => {
    const empresas = await empresasDe(860, '&vacantes=true');
    expect(empresas.length).toBeGreaterThanOrEqual(40);
    expect(empresas.every((e) => e.cantidadVacantes > 0)).toBe(true);
  });

  it('filters by company name ignoring accents and case, and takes % literally', async () => {
    const todas = await empresasDe(860);
    const conAcento = todas.find((e) => /[áéíóúñ]/i.test(e.nombreEmpresa)) ?? todas[0]!;
    const busqueda = conAcento.nombreEmpresa.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase();
    expect((await empresasDe(860, `&busqueda=${encodeURIComponent(busqueda)}`)).map((e) => e.idEmpresa)).toContain(conAcento.idEmpresa);
    expect(await empresasDe(860, '&busqueda=%25')).toEqual([]);
  });

  it('answers 400 without idDominio', async () => {
    await obtener(entorno.app, '/api/feria/empresas-dominio', ApiErrorSchema, 400);
  });
});

describe('GET /api/feria/pabellones', () => {
  it('lists the six pavilions of the fair', async () => {
    const pabellones = await pabellonesDe(860);
    expect(pabellones.map((p) => p.nombreOpcionCategoria)).toEqual([
      'Tecnología e Innovación',
      'Salud y Bienestar',
      'Minería y Energía',
      'Construcción y Logística',
      'Comercio y Retail',
      'Servicios y Educación',
    ]);
    expect(pabellones[0]).toMatchObject({ llaveOpcionCategoria: 'tecnologia' });
  });

  it('gives an empty list for a portal that is not a fair', async () => {
    expect(await pabellonesDe(857)).toEqual([]);
  });
});

describe('GET /api/feria/empresas-pabellon', () => {
  it("gives the pavilion and only its companies, searchable by name", async () => {
    const [tecnologia] = await pabellonesDe(860);
    const url = `/api/feria/empresas-pabellon?idDominio=860&idPabellon=${tecnologia!.idOpcionCategoria}`;
    const { pabellon, empresas } = await obtener(entorno.app, url, EmpresasPabellonSchema);
    expect(pabellon).toEqual(tecnologia);
    expect(empresas.length).toBeGreaterThanOrEqual(6);
    expect(empresas.every((e) => e.pabellon.llaveOpcionCategoria === 'tecnologia')).toBe(true);
    const nombre = empresas[1]!.nombreEmpresa;
    const filtradas = await obtener(entorno.app, `${url}&busqueda=${encodeURIComponent(nombre.toLowerCase())}`, EmpresasPabellonSchema);
    expect(filtradas.empresas.map((e) => e.nombreEmpresa)).toContain(nombre);
    expect(filtradas.empresas.length).toBeLessThan(empresas.length);
  });

  it("answers 404 for another fair's pavilion or an unknown one, 400 without idPabellon", async () => {
    const [deLaCerrada] = await pabellonesDe(861);
    const error = await obtener(entorno.app, `/api/feria/empresas-pabellon?idDominio=860&idPabellon=${deLaCerrada!.idOpcionCategoria}`, ApiErrorSchema, 404);
    expect(error).toMatchObject({ code: 'PABELLON_NO_ENCONTRADO', message: 'El pabellón no existe en esta feria.' });
    await obtener(entorno.app, '/api/feria/empresas-pabellon?idDominio=860&idPabellon=999999', ApiErrorSchema, 404);
    await obtener(entorno.app, '/api/feria/empresas-pabellon?idDominio=860', ApiErrorSchema, 400);
    await obtener(entorno.app, '/api/feria/empresas-pabellon?idDominio=860&idPabellon=abc', ApiErrorSchema, 400);
  });
});

describe('GET /api/feria/empresas-landing', () => {
  it('features eight companies of the fair, most vacancies first', async () => {
    const { empresas } = await obtener(entorno.app, '/api/feria/empresas-landing?idDominio=860', EmpresasFeriaSchema);
    expect(empresas).toHaveLength(8);
    const vacantes = empresas.map((e) => e.cantidadVacantes);
    expect([...vacantes].sort((a, b) => b - a)).toEqual(vacantes);
  });

  it('features none on a portal that is not a fair; 400 without idDominio', async () => {
    expect(await obtener(entorno.app, '/api/feria/empresas-landing?idDominio=857', EmpresasFeriaSchema)).toEqual({ empresas: [] });
    await obtener(entorno.app, '/api/feria/empresas-landing', ApiErrorSchema, 400);
  });
});

describe('GET /api/feria/stand', () => {
  it("gives a company's stand: presentation, sized logo, pictures, benefits and its live offers", async () => {
    const empresa = (await empresasDe(860, '&vacantes=true'))[0]!;
    const url = `/api/feria/stand?idDominio=860&pabellon=${empresa.pabellon.llaveOpcionCategoria}&stand=${empresa.stand}`;
    const stand = await obtener(entorno.app, url, StandFeriaSchema);
    expect(stand).toMatchObject({ idEmpresa: empresa.idEmpresa, nombreEmpresa: empresa.nombreEmpresa, stand: empresa.stand });
    expect(stand.presentacion).toContain(empresa.nombreEmpresa);
    expect(stand.logo).toMatchObject({ url: empresa.urlLogo, ancho: 96, alto: 96 });
    expect(stand.imagenes).toHaveLength(2);
    expect(stand.imagenes[0]!.alt).not.toBe('');
    expect(stand.beneficios.length).toBeGreaterThanOrEqual(3);
    expect(stand.ofertas.length).toBeGreaterThan(0);
    expect(stand.ofertas.reduce((suma, o) => suma + o.vacantes, 0)).toBe(empresa.cantidadVacantes);
    const fechas = stand.ofertas.map((o) => o.fechaPublicacion);
    expect([...fechas].sort().reverse()).toEqual(fechas);
  });

  it('answers 404 for an unknown stand or one looked for in another pavilion, 400 for a malformed slug', async () => {
    const empresa = (await empresasDe(860))[0]!;
    const otro = empresa.pabellon.llaveOpcionCategoria === 'salud' ? 'tecnologia' : 'salud';
    expect((await obtener(entorno.app, `/api/feria/stand?idDominio=860&pabellon=${otro}&stand=${empresa.stand}`, ApiErrorSchema, 404)).code).toBe('STAND_NO_ENCONTRADO');
    await obtener(entorno.app, `/api/feria/stand?idDominio=860&pabellon=tecnologia&stand=no-existe`, ApiErrorSchema, 404);
    await obtener(entorno.app, `/api/feria/stand?idDominio=857&pabellon=${empresa.pabellon.llaveOpcionCategoria}&stand=${empresa.stand}`, ApiErrorSchema, 404);
    await obtener(entorno.app, '/api/feria/stand?idDominio=860&pabellon=Tecnolog%C3%ADa&stand=x', ApiErrorSchema, 400);
    await obtener(entorno.app, '/api/feria/stand?idDominio=860&pabellon=tecnologia', ApiErrorSchema, 400);
  });
});

import { ApiErrorSchema, EmpresasFeriaSchema, ListaNoticiasSchema, OpcionesCategoriaSchema } from '@portal/shared/contract';
import { ARRANQUE_MS, crearEntorno, obtener, type Entorno } from './support/app-de-prueba';

let entorno: Entorno;
beforeAll(async () => {
  entorno = await crearEntorno();
}, ARRANQUE_MS);
afterAll(() => entorno?.close());

describe('GET /api/feria/empresas-dominio', () => {
  it('lists about twenty companies of the open fair with pavilion, stand and vacancies', async () => {
    const { empresas } = await obtener(entorno.app, '/api/feria/empresas-dominio?idDominio=860', EmpresasFeriaSchema);
    expect(empresas).toHaveLength(20);
    expect(empresas[0]!.stand).toMatch(/^[a-z0-9-]+$/);
    expect(empresas.some((e) => e.cantidadVacantes === 0)).toBe(true);
    expect(empresas.some((e) => e.cantidadVacantes > 0)).toBe(true);
  });

  it('keeps only companies with vacancies when vacantes=true', async () => {
    const { empresas } = await obtener(entorno.app, '/api/feria/empresas-dominio?idDominio=860&vacantes=true', EmpresasFeriaSchema);
    expect(empresas.length).toBeGreaterThan(0);
    expect(empresas.every((e) => e.cantidadVacantes > 0)).toBe(true);
  });

  it('filters by company name ignoring accents and case', async () => {
    const { empresas: todas } = await obtener(entorno.app, '/api/feria/empresas-dominio?idDominio=860', EmpresasFeriaSchema);
    const conAcento = todas.find((e) => /[áéíóúñ]/i.test(e.nombreEmpresa)) ?? todas[0]!;
    const busqueda = conAcento.nombreEmpresa.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase();
    const { empresas } = await obtener(
      entorno.app,
      `/api/feria/empresas-dominio?idDominio=860&busqueda=${encodeURIComponent(busqueda)}`,
      EmpresasFeriaSchema,
    );
    expect(empresas.map((e) => e.idEmpresa)).toContain(conAcento.idEmpresa);
  });

  it('treats % in busqueda literally', async () => {
    const { empresas } = await obtener(entorno.app, '/api/feria/empresas-dominio?idDominio=860&busqueda=%25', EmpresasFeriaSchema);
    expect(empresas).toEqual([]);
  });

  it('answers 400 without idDominio', async () => {
    await obtener(entorno.app, '/api/feria/empresas-dominio', ApiErrorSchema, 400);
  });
});

describe('GET /api/feria/pabellones', () => {
  it('lists the pavilions of the fair', async () => {
    const { opcionesCategoria } = await obtener(entorno.app, '/api/feria/pabellones?idDominio=860', OpcionesCategoriaSchema);
    expect(opcionesCategoria.map((p) => p.nombreOpcionCategoria)).toEqual([
      'Tecnología e Innovación',
      'Salud y Bienestar',
      'Minería e Industria',
      'Comercio y Servicios',
    ]);
    expect(opcionesCategoria[0]).toMatchObject({ llaveOpcionCategoria: 'tecnologia' });
  });

  it('gives an empty list for a portal that is not a fair', async () => {
    expect(await obtener(entorno.app, '/api/feria/pabellones?idDominio=857', OpcionesCategoriaSchema)).toEqual({ opcionesCategoria: [] });
  });
});

describe('GET /api/noticias', () => {
  it('lists 12 news a page, newest first', async () => {
    const lista = await obtener(entorno.app, '/api/noticias', ListaNoticiasSchema);
    expect(lista.noticias).toHaveLength(12);
    expect(lista.cantidadRegistros).toBe(40);
    expect(lista.cantidadPaginas).toBe(4);
    const fechas = lista.noticias.map((n) => n.fechaPublicacion);
    expect([...fechas].sort().reverse()).toEqual(fechas);
  });

  it('gives the last page', async () => {
    const lista = await obtener(entorno.app, '/api/noticias?pagina=4', ListaNoticiasSchema);
    expect(lista).toMatchObject({ paginaActual: 4 });
    expect(lista.noticias).toHaveLength(4);
  });

  it('filters by category slug', async () => {
    const lista = await obtener(entorno.app, '/api/noticias?categoria=entrevistas', ListaNoticiasSchema);
    expect(lista.cantidadRegistros).toBe(8);
    expect(lista.noticias.every((n) => n.categoria.slug === 'entrevistas' && n.categoria.nombre === 'Entrevistas de trabajo')).toBe(true);
  });

  it('answers 400 for a malformed category or page', async () => {
    const error = await obtener(entorno.app, '/api/noticias?categoria=Entre%20vistas', ApiErrorSchema, 400);
    expect(error.message).toBe('El parámetro «categoria» no tiene el formato esperado.');
    await obtener(entorno.app, '/api/noticias?pagina=-1', ApiErrorSchema, 400);
  });
});

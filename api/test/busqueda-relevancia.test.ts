// Multi-word keywords, typos and synonyms through GET /api/searchjob over the seeded offers: the occupation
// a keyword names comes first, filler words ("turnos", "urgente") only lift the offers that have them, a
// misspelt word still finds its offers and the answer suggests the corrected keyword.
import { ResultadoBusquedaSchema, type ResultadoBusqueda } from '@portal/shared/contract';
import { entornoDelArchivo, obtener } from './support/app-de-prueba';

const entorno = entornoDelArchivo();

const buscar = (palabraClave: string, orden = 'RANKING', pagina = 1): Promise<ResultadoBusqueda> =>
  obtener(
    entorno.app,
    `/api/searchjob?idDominio=857&orden=${orden}&pagina=${pagina}&palabraClave=${encodeURIComponent(palabraClave)}`,
    ResultadoBusquedaSchema,
  );

/** Every matching offer, in the order asked for. */
async function todas(palabraClave: string, orden = 'RANKING'): Promise<ResultadoBusqueda['ofertas']> {
  const primera = await buscar(palabraClave, orden);
  const resto = await Promise.all(Array.from({ length: primera.cantidadPaginas - 1 }, (_, i) => buscar(palabraClave, orden, i + 2)));
  return [primera, ...resto].flatMap((r) => r.ofertas);
}

const ids = (ofertas: ResultadoBusqueda['ofertas']) => ofertas.map((o) => o.idOferta).sort((a, b) => a - b);

describe('multi-word keywords with orden=RANKING', () => {
  it('ranks every "vendedor/a" title first for «vendedora part time», whose "part time" keeps part-time hours', async () => {
    const ofertas = await todas('vendedora part time');
    const titulos = ofertas.map((o) => o.nombreCargo);
    const vendedoras = titulos.filter((t) => /vended/i.test(t));
    expect(vendedoras.length).toBeGreaterThan(5);
    expect(titulos.slice(0, vendedoras.length)).toEqual(vendedoras);
    // "part time" is a condition (condiciones.ts): the hours, whatever the title says.
    expect(ofertas.every((o) => ['PARCIAL', 'FINES_DE_SEMANA'].includes(o.jornada))).toBe(true);
  });

  it.each([
    ['operario de bodega turnos', /bodeg/i],
    ['enfermera jornada completa', /enfermer/i],
    ['auxiliar de farmacia urgente', /auxiliar de farmacia/i],
  ])('fills the first page for «%s» with the occupation it names', async (palabraClave, ocupacion) => {
    const { ofertas } = await buscar(palabraClave);
    expect(ofertas).toHaveLength(15);
    expect(ofertas.map((o) => o.nombreCargo).filter((t) => !ocupacion.test(t))).toEqual([]);
  });

  it('ranks the titles that start with the word first: «medico» lists every «Médico …» before «Recepcionista de Centro Médico»', async () => {
    const titulos = (await todas('medico')).map((o) => o.nombreCargo);
    const medicos = titulos.filter((t) => /^médic/i.test(t));
    expect(medicos.length).toBeGreaterThan(5);
    expect(titulos.slice(0, medicos.length)).toEqual(medicos);
  });

  it('finds the same offers in every order: only RANKING moves them', async () => {
    const [ranking, fecha, aleatorio] = await Promise.all([
      todas('vendedora part time'),
      todas('vendedora part time', 'FECHA_PUBLICACION'),
      todas('vendedora part time', 'ALEATORIO'),
    ]);
    expect(ids(fecha)).toEqual(ids(ranking));
    expect(ids(aleatorio)).toEqual(ids(ranking));
    const fechas = fecha.map((o) => o.fechaPublicacionFormatoIngles);
    expect([...fechas].sort().reverse()).toEqual(fechas);
  });
});

describe('typos', () => {
  it('finds Secretaria offers for "secretria" and suggests the corrected keyword, its matches marked', async () => {
    const resultado = await buscar('secretria');
    expect(resultado.palabraClaveCorregida).toBe('secretaria');
    expect(resultado.ofertas.length).toBeGreaterThan(0);
    expect(resultado.ofertas.every((o) => /secretari/i.test(o.nombreCargo))).toBe(true);
    expect(resultado.ofertas[0]!.nombreCargoDestacado).toMatch(/<mark>Secretaria<\/mark>/);
  });

  it('corrects one word of several and keeps the others as typed', async () => {
    const resultado = await buscar('Ingeniero comersial');
    expect(resultado.palabraClaveCorregida).toBe('Ingeniero comercial');
    expect(resultado.cantidadRegistros).toBe((await buscar('Ingeniero comercial')).cantidadRegistros);
  });

  it('brings the synonyms of a corrected word: «progamador» finds Desarrollador offers, as «programador» does', async () => {
    const resultado = await buscar('progamador');
    expect(resultado.palabraClaveCorregida).toBe('programador');
    expect(resultado.ofertas.filter((o) => /desarrollador/i.test(o.nombreCargo)).length).toBeGreaterThan(5);
  });

  it('suggests nothing for a keyword spelt right', async () => {
    const resultado = await buscar('secretaria');
    expect(resultado.palabraClaveCorregida).toBeUndefined();
    expect(ids(await todas('secretaria'))).toEqual(ids(await todas('secretria')));
  });
});

describe('synonyms', () => {
  it.each([
    ['chofer', 'conductor'],
    ['dependiente', 'vendedor'],
    ['tens', 'técnico en enfermería'],
  ])('finds the same offers for «%s» and «%s»', async (una, otra) => {
    const [primera, segunda] = await Promise.all([todas(una), todas(otra)]);
    expect(primera.length).toBeGreaterThan(0);
    expect(ids(primera)).toEqual(ids(segunda));
  });
});

describe('«TI», a Spanish stop word', () => {
  it('finds the offers whose title says TI for «soporte TI» and «ti», ranked first', async () => {
    const soporte = await buscar('soporte TI');
    expect(soporte.ofertas.slice(0, 5).every((o) => /\bTI\b/.test(o.nombreCargo))).toBe(true);
    const sola = await buscar('ti');
    expect(sola.ofertas.slice(0, 5).every((o) => /\bTI\b/.test(o.nombreCargo))).toBe(true);
  });
});

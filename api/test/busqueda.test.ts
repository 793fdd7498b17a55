import { ApiErrorSchema, PARAMETROS_BUSQUEDA, ResultadoBusquedaSchema, type ResultadoBusqueda } from '@portal/shared/contract';
import { ParametrosBusqueda } from '../src/busqueda/parametros';
import { entornoDelArchivo, obtener } from './support/app-de-prueba';

const entorno = entornoDelArchivo();

const buscar = (query: string): Promise<ResultadoBusqueda> =>
  obtener(entorno.app, `/api/searchjob?${query}`, ResultadoBusquedaSchema);

/** Ids of every offer matching the query (all pages). */
async function todas(query: string): Promise<ResultadoBusqueda['ofertas']> {
  const primera = await buscar(query);
  const resto = await Promise.all(
    Array.from({ length: primera.cantidadPaginas - 1 }, (_, i) => buscar(`${query}&pagina=${i + 2}`)),
  );
  return [primera, ...resto].flatMap((r) => r.ofertas);
}

describe('GET /api/searchjob', () => {
  it('lists 15 active offers a page, newest first, with the page counts', async () => {
    const resultado = await buscar('idDominio=857');
    expect(resultado.registrosPorPagina).toBe(15);
    expect(resultado.ofertas).toHaveLength(15);
    expect(resultado.cantidadRegistros).toBeGreaterThan(2000);
    expect(resultado.cantidadPaginas).toBe(Math.ceil(resultado.cantidadRegistros / 15));
    const fechas = resultado.ofertas.map((o) => o.fechaPublicacionFormatoIngles);
    expect([...fechas].sort().reverse()).toEqual(fechas);
  });

  it('orders oldest first with tipoOrden=ASC and pages without overlap', async () => {
    const [uno, dos] = await Promise.all([buscar('idDominio=857&tipoOrden=ASC'), buscar('idDominio=857&tipoOrden=ASC&pagina=2')]);
    expect(uno.ofertas[0]!.fechaPublicacionFormatoIngles <= dos.ofertas[0]!.fechaPublicacionFormatoIngles).toBe(true);
    expect(dos.paginaActual).toBe(2);
    const ids = new Set(uno.ofertas.map((o) => o.idOferta));
    expect(dos.ofertas.some((o) => ids.has(o.idOferta))).toBe(false);
  });

  it('never lists an expired offer', async () => {
    const { rows } = await entorno.base.db.query<{ id: number }>(
      `SELECT id_oferta AS id FROM oferta WHERE estado = 'EXPIRADA' ORDER BY fecha_publicacion DESC LIMIT 1`,
    );
    const resultado = await buscar('idDominio=857');
    const { rows: activas } = await entorno.base.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM oferta WHERE estado = 'ACTIVA' AND fecha_expiracion > now()`);
    expect(resultado.cantidadRegistros).toBe(activas[0]!.n);
    expect(resultado.ofertas.map((o) => o.idOferta)).not.toContain(rows[0]!.id);
  });

  it('answers from the current data: an offer that expires leaves the very next search', async () => {
    const antes = await buscar('idDominio=857');
    const primera = antes.ofertas[0]!.idOferta;
    await entorno.base.db.query(`UPDATE oferta SET estado = 'EXPIRADA' WHERE id_oferta = $1`, [primera]);
    const despues = await buscar('idDominio=857');
    expect(despues.cantidadRegistros).toBe(antes.cantidadRegistros - 1);
    expect(despues.ofertas[0]!.idOferta).toBe(antes.ofertas[1]!.idOferta);
    await entorno.base.db.query(`UPDATE oferta SET estado = 'ACTIVA' WHERE id_oferta = $1`, [primera]);
    expect((await buscar('idDominio=857')).ofertas[0]!.idOferta).toBe(primera);
  });

  it('hides the salary of offers with mostrarSueldo false', async () => {
    const { ofertas } = await buscar('idDominio=857&pagina=3');
    for (const oferta of ofertas) expect(oferta.sueldo === null).toBe(!oferta.mostrarSueldo);
    expect(ofertas.some((o) => o.sueldo !== null)).toBe(true);
  });

  it('counts the visible salaries of the matching offers in CLP buckets', async () => {
    const resultado = await buscar('idDominio=857&palabraClave=enfermeria');
    const { sueldo } = resultado.facetas;
    expect(sueldo[0]).toMatchObject({ desde: 0, hasta: 500_000 });
    expect(sueldo.at(-1)).toMatchObject({ hasta: null });
    const ofertas = await todas('idDominio=857&palabraClave=enfermeria');
    const visibles = ofertas.filter((o) => o.mostrarSueldo).length;
    expect(sueldo.reduce((suma, tramo) => suma + tramo.cantidad, 0)).toBe(visibles);
  });

  describe('Spanish keyword search', () => {
    it('finds offers in Ñuñoa when typing "nunoa"', async () => {
      const ofertas = await todas('idDominio=857&palabraClave=nunoa');
      expect(ofertas.length).toBeGreaterThan(0);
      expect(ofertas.every((o) => o.ubicacion.nombreComuna === 'Ñuñoa')).toBe(true);
    });

    it('finds Enfermería offers when typing "enfermeria" without accent', async () => {
      const resultado = await buscar('idDominio=857&palabraClave=enfermeria&orden=RANKING');
      expect(resultado.cantidadRegistros).toBeGreaterThan(0);
      expect(resultado.ofertas[0]!.nombreArea).toBe('Enfermería');
    });

    it('finds "Desarrollador" offers when typing "desarrolladora"', async () => {
      const resultado = await buscar('idDominio=857&palabraClave=desarrolladora&orden=RANKING');
      expect(resultado.ofertas.length).toBeGreaterThan(0);
      expect(resultado.ofertas.map((o) => o.nombreCargo)).toContain('Desarrollador Full Stack');
      expect(resultado.ofertas.every((o) => /^Desarrollador/.test(o.nombreCargo))).toBe(true);
    });

    it('matches a half-typed word and puts the offers holding every word first', async () => {
      const [parcial, dos] = await Promise.all([
        buscar('idDominio=857&palabraClave=enferm'),
        buscar('idDominio=857&palabraClave=enfermera%20urgencia&orden=RANKING'),
      ]);
      expect(parcial.cantidadRegistros).toBeGreaterThan(50);
      // Few offers hold both words: those come first, then the ones holding one of them.
      const conAmbas = dos.ofertas.findIndex((o) => o.nombreCargo !== 'Enfermero de Urgencia');
      expect(conAmbas).toBeGreaterThan(0);
      expect(dos.ofertas.slice(conAmbas).some((o) => o.nombreCargo === 'Enfermero de Urgencia')).toBe(false);
    });

    it('ranks title matches above description matches with orden=RANKING', async () => {
      // Other logistics offers (Peoneta, Despachador/a…) name the warehouse only in their tasks.
      const { ofertas } = await buscar('idDominio=857&palabraClave=bodega&orden=RANKING');
      expect(ofertas.map((o) => o.nombreCargo)).toContain('Operario de Bodega');
      expect(ofertas.filter((o) => !/bodeg/i.test(o.nombreCargo))).toEqual([]);
    });

    it('treats a keyword of only stop words or symbols as no keyword', async () => {
      const [todasLasOfertas, deLa, simbolos] = await Promise.all([
        buscar('idDominio=857'),
        buscar('idDominio=857&palabraClave=de%20la'),
        buscar(`idDominio=857&palabraClave=${encodeURIComponent("'&|!:*()")}`),
      ]);
      expect(deLa.cantidadRegistros).toBe(todasLasOfertas.cantidadRegistros);
      expect(simbolos.cantidadRegistros).toBe(todasLasOfertas.cantidadRegistros);
    });
  });

  it('shows only channel offers on a SAAE portal, narrowed by idCanales', async () => {
    const [portal, canal] = await Promise.all([buscar('idDominio=858'), buscar('idDominio=858&idCanales=101')]);
    const { rows } = await entorno.base.db.query<{ n: number }>(
      `SELECT count(DISTINCT o.id_oferta)::int AS n FROM oferta o JOIN oferta_canal oc USING (id_oferta)
       WHERE oc.id_canal = 101 AND o.estado = 'ACTIVA' AND o.fecha_expiracion > now()`,
    );
    expect(canal.cantidadRegistros).toBe(rows[0]!.n);
    expect(portal.cantidadRegistros).toBeGreaterThan(canal.cantidadRegistros);
    expect(portal.cantidadRegistros).toBeLessThan(1500);
  });

  it('finds nothing for channels of another portal', async () => {
    expect((await buscar('idDominio=858&idCanales=201')).cantidadRegistros).toBe(0);
  });

  it('shows only participating companies on a fair portal', async () => {
    const { ofertas } = await buscar('idDominio=860');
    const { rows } = await entorno.base.db.query<{ id: number }>('SELECT id_empresa AS id FROM feria_empresa WHERE id_dominio = 860');
    const participantes = rows.map((r) => r.id);
    expect(ofertas.length).toBeGreaterThan(0);
    for (const oferta of ofertas) expect(oferta.idEmpresa === 0 || participantes.includes(oferta.idEmpresa)).toBe(true);
  });

  it('filters confidential offers and hides their company', async () => {
    const [confidenciales, publicas] = await Promise.all([
      buscar('idDominio=857&ofertaConfidencial=true'),
      buscar('idDominio=857&ofertaConfidencial=false'),
    ]);
    expect(confidenciales.ofertas.length).toBeGreaterThan(0);
    expect(confidenciales.ofertas.every((o) => o.nombreEmpresaFantasia === 'Empresa confidencial' && o.idEmpresa === 0)).toBe(true);
    expect(publicas.ofertas.some((o) => o.nombreEmpresaFantasia === 'Empresa confidencial')).toBe(false);
  });

  it('keeps a random order stable across pages', async () => {
    const [a, b] = await Promise.all([buscar('idDominio=857&orden=ALEATORIO'), buscar('idDominio=857&orden=ALEATORIO')]);
    expect(a.ofertas.map((o) => o.idOferta)).toEqual(b.ofertas.map((o) => o.idOferta));
  });

  it('answers an empty page past the last one', async () => {
    const resultado = await buscar('idDominio=857&pagina=9999');
    expect(resultado.ofertas).toEqual([]);
    expect(resultado.paginaActual).toBe(9999);
  });

  it.each([
    ['', 'Falta el parámetro obligatorio «idDominio».'],
    ['idDominio=abc', 'El parámetro «idDominio» debe ser un número entero.'],
    ['idDominio=857&pagina=0', 'El parámetro «pagina» debe ser mayor o igual a 1.'],
    ['idDominio=857&pagina=1.5', 'El parámetro «pagina» debe ser un número entero.'],
    ['idDominio=857&orden=PRECIO', 'El parámetro «orden» debe ser uno de: RANKING, FECHA_PUBLICACION, ALEATORIO, GEOLOCALIZACION.'],
    ['idDominio=857&tipoOrden=abajo', 'El parámetro «tipoOrden» debe ser uno de: ASC, DESC.'],
    ['idDominio=857&ofertaConfidencial=quizas', 'El parámetro «ofertaConfidencial» debe ser true o false.'],
    ['idDominio=858&idCanales=101;drop', 'El parámetro «idCanales» no tiene el formato esperado.'],
  ])('answers 400 for "%s"', async (query, message) => {
    const error = await obtener(entorno.app, `/api/searchjob?${query}`, ApiErrorSchema, 400);
    expect(error).toEqual({ statusCode: 400, error: 'Bad Request', code: 'VALIDACION', message });
  });

  it('answers 404 for an unknown idDominio', async () => {
    const error = await obtener(entorno.app, '/api/searchjob?idDominio=999999', ApiErrorSchema, 404);
    expect(error.code).toBe('DOMINIO_NO_ENCONTRADO');
  });
});

describe('the search query', () => {
  it('validates exactly the parameters of the contract', () => {
    expect(Object.keys(ParametrosBusqueda.properties).sort()).toEqual([...PARAMETROS_BUSQUEDA].sort());
  });
});

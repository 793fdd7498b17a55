// Every filter of GET /api/searchjob against the same question asked of the database directly.
import { ApiErrorSchema, FiltrosBusquedaSchema, ResultadoBusquedaSchema, type ResultadoBusqueda } from '@portal/shared/contract';
import { entornoDelArchivo, obtener } from './support/app-de-prueba';

const entorno = entornoDelArchivo();

const buscar = (query: string): Promise<ResultadoBusqueda> => obtener(entorno.app, `/api/searchjob?idDominio=857&${query}`, ResultadoBusquedaSchema);

async function contar(where: string, params: unknown[] = []): Promise<number> {
  const { rows } = await entorno.base.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM oferta o JOIN comuna c USING (id_comuna) JOIN region r USING (id_region)
      WHERE o.estado = 'ACTIVA' AND o.fecha_expiracion > now() AND ${where}`,
    params,
  );
  return rows[0]!.n;
}

describe('GET /api/searchjob filters', () => {
  it.each([
    ['idEmpresas=3,7', 'o.id_empresa IN (3, 7) AND NOT o.confidencial'],
    ['comuna=4', 'o.id_comuna = 4'],
    ['region=7', 'c.id_region = 7'],
    ['nombreRegion=maule', "r.nombre = 'Región del Maule'"],
    ['ubicacion=nunoa', "c.nombre = 'Ñuñoa'"],
    ['ubicacion=Valpara%C3%ADso', "(r.nombre = 'Región de Valparaíso' OR c.nombre = 'Valparaíso')"],
    ['ubicacion=Santiago%2C%20Chile', "r.nombre = 'Región Metropolitana de Santiago'"],
    ['nombreTipoCargo=Operario,T%C3%A9cnico', "o.nombre_tipo_cargo IN ('Operario', 'Técnico')"],
    ['nombreArea=Enfermer%C3%ADa', "o.nombre_area = 'Enfermería'"],
    ['carreras=Enfermer%C3%ADa,Medicina', "o.carreras && ARRAY['Enfermería', 'Medicina']"],
    ['jornadas=PARCIAL,TURNOS', "o.jornada IN ('PARCIAL', 'TURNOS')"],
    ['aniosExperiencia=2', 'o.anios_experiencia = 2'],
    ['operadorExp=MAYOR_IGUAL&aniosExperiencia=3', 'o.anios_experiencia >= 3'],
    ['operadorExp=MENOR_IGUAL&aniosExperiencia=1', 'o.anios_experiencia <= 1'],
    ['operadorExp=ENTRE&aniosExpDesde=1&aniosExpHasta=3', 'o.anios_experiencia BETWEEN 1 AND 3'],
    ['aniosExpDesde=4', 'o.anios_experiencia >= 4'],
    ['gradoEscolar=TECNICO', "o.grado_escolar = 'TECNICO'"],
    ['esInclusivo=true', 'o.es_inclusivo'],
    ['tipoCurriculumAceptado=ARCHIVO', "o.tipo_curriculum_aceptado = 'ARCHIVO'"],
    ['idCategorias=1,4', 'o.id_oferta IN (SELECT id_oferta FROM oferta_categoria WHERE id_categoria IN (1, 4))'],
    ['sueldoDesde=800000&sueldoHasta=1200000', 'o.mostrar_sueldo AND o.sueldo >= 800000 AND o.sueldo < 1200000'],
    [
      'region=7&jornadas=COMPLETA&gradoEscolar=UNIVERSITARIO&palabraClave=ingeniero',
      "c.id_region = 7 AND o.jornada = 'COMPLETA' AND o.grado_escolar = 'UNIVERSITARIO' AND o.busqueda @@ to_tsquery('es', 'ingeniero:*')",
    ],
  ])('%s counts exactly the matching active offers', async (query, where) => {
    const esperado = await contar(where);
    const resultado = await buscar(query);
    expect(esperado).toBeGreaterThan(0);
    expect(resultado.cantidadRegistros).toBe(esperado);
    expect(resultado.ofertas.length).toBe(Math.min(15, esperado));
  });

  it('lists only offers of the chosen companies, never a confidential one', async () => {
    const { ofertas } = await buscar('idEmpresas=3,7&pagina=1');
    expect(ofertas.every((o) => [3, 7].includes(o.idEmpresa) && o.nombreEmpresaFantasia !== 'Empresa confidencial')).toBe(true);
  });

  it('finds nothing for a place that does not exist', async () => {
    expect((await buscar('ubicacion=Narnia')).cantidadRegistros).toBe(0);
  });

  it('keeps only offers published in the chosen window', async () => {
    const dia = 86_400_000;
    await entorno.base.db.query(`UPDATE oferta SET fecha_publicacion = $1 WHERE id_oferta IN (SELECT id_oferta FROM oferta WHERE estado = 'ACTIVA' AND fecha_expiracion > now() ORDER BY id_oferta LIMIT 5)`, [
      new Date(Date.now() - 2 * dia),
    ]);
    const esperado = await contar('o.fecha_publicacion >= $1', [new Date(Date.now() - 7 * dia)]);
    const { cantidadRegistros, ofertas } = await buscar('fechaPublicacion=ULTIMA_SEMANA');
    expect(cantidadRegistros).toBe(esperado);
    expect(cantidadRegistros).toBeGreaterThanOrEqual(5);
    const limite = new Date(Date.now() - 8 * dia).toISOString().slice(0, 10);
    expect(ofertas.every((o) => o.fechaPublicacionFormatoIngles >= limite)).toBe(true);
  });

  it('keeps every salary bucket of the facet choosable while a salary range is applied', async () => {
    const [sinRango, conRango] = await Promise.all([buscar('nombreArea=Ventas'), buscar('nombreArea=Ventas&sueldoDesde=800000&sueldoHasta=1200000')]);
    expect(conRango.facetas.sueldo).toEqual(sinRango.facetas.sueldo);
    const tramo = conRango.facetas.sueldo.find((t) => t.desde === 800_000)!;
    expect(conRango.cantidadRegistros).toBe(tramo.cantidad);
    expect(conRango.ofertas.every((o) => o.sueldo !== null && o.sueldo >= 800_000 && o.sueldo < 1_200_000)).toBe(true);
  });

  it('counts the facet under the other filters', async () => {
    const resultado = await buscar('region=7&jornadas=COMPLETA');
    const visibles = await contar("c.id_region = 7 AND o.jornada = 'COMPLETA' AND o.mostrar_sueldo");
    expect(resultado.facetas.sueldo.reduce((suma, t) => suma + t.cantidad, 0)).toBe(visibles);
  });

  it("counts each filter option among the search's matches, never above the results found", async () => {
    const resultado = await buscar('palabraClave=vendedor');
    const { conteos } = resultado.facetas;
    const todas = [conteos!.regiones, conteos!.comunas, conteos!.areas, conteos!.jornadas, conteos!.empresas, conteos!.tiposCargo].flatMap((c) => Object.values(c));
    expect(todas.length).toBeGreaterThan(5);
    expect(Math.max(...todas)).toBeLessThanOrEqual(resultado.cantidadRegistros);
    // Each region's count is what the search finds when that region is chosen too.
    const [idRegion, cantidad] = Object.entries(conteos!.regiones).sort(([, a], [, b]) => b - a)[0]!;
    expect((await buscar(`palabraClave=vendedor&region=${idRegion}`)).cantidadRegistros).toBe(cantidad);
    const jornadas = Object.values(conteos!.jornadas).reduce((suma, n) => suma + n, 0);
    expect(jornadas).toBe(resultado.cantidadRegistros);
  });

  it('sends the option counts with the first page only', async () => {
    const segunda = await buscar('palabraClave=vendedor&pagina=2');
    expect(segunda.facetas.conteos).toBeUndefined();
  });

  it('answers a page past the last one with no offers and the real counts', async () => {
    const primera = await buscar('nombreArea=Miner%C3%ADa');
    const lejos = await buscar(`nombreArea=Miner%C3%ADa&pagina=${primera.cantidadPaginas + 1}`);
    expect(lejos).toMatchObject({ ofertas: [], cantidadRegistros: primera.cantidadRegistros, cantidadPaginas: primera.cantidadPaginas });
    expect(lejos.paginaActual).toBe(primera.cantidadPaginas + 1);
  });
});

describe('GET /api/searchjob orders', () => {
  const ids = (r: ResultadoBusqueda) => r.ofertas.map((o) => o.idOferta);

  /** Every page of a query, in order. */
  async function todas(query: string): Promise<number[]> {
    const primera = await buscar(query);
    const resto = await Promise.all(Array.from({ length: primera.cantidadPaginas - 1 }, (_, i) => buscar(`${query}&pagina=${i + 2}`)));
    return [primera, ...resto].flatMap(ids);
  }

  it.each([
    ['palabraClave=ventas&orden=RANKING'],
    ['palabraClave=ventas&orden=RANKING&tipoOrden=ASC'],
    ['nombreArea=Miner%C3%ADa&orden=GEOLOCALIZACION&lat=-23.65&lon=-70.4'],
    ['nombreArea=Miner%C3%ADa&orden=ALEATORIO&semilla=7'],
  ])('pages through %s showing every match exactly once', async (query) => {
    const filtro = query.replace(/&orden=.*$/, '');
    const [paginadas, porFecha] = await Promise.all([todas(query), todas(filtro)]);
    expect(new Set(paginadas).size).toBe(paginadas.length);
    expect([...paginadas].sort()).toEqual([...porFecha].sort());
  });

  it.each([['DESC'], ['ASC']])('shows on a deep page (%s) the offers the date order puts there', async (tipoOrden) => {
    const { rows } = await entorno.base.db.query<{ id: number }>(
      `SELECT id_oferta AS id FROM oferta WHERE estado = 'ACTIVA' AND fecha_expiracion > now() AND NOT confidencial
        ORDER BY fecha_publicacion ${tipoOrden}, id_oferta ${tipoOrden} OFFSET 450 LIMIT 15`,
    );
    const pagina = await buscar(`ofertaConfidencial=false&tipoOrden=${tipoOrden}&pagina=31`);
    expect(ids(pagina)).toEqual(rows.map((r) => r.id));
  });

  it('puts offers with the keyword in the title before those matching only in the description', async () => {
    // Enough pages to get past the warehouse jobs (Operario de Bodega, Bodeguero/a…) to offers naming it only in their tasks.
    const paginas = await Promise.all(Array.from({ length: 14 }, (_, i) => buscar(`palabraClave=bodega&orden=RANKING&pagina=${i + 1}`)));
    const enTitulo = paginas.flatMap((r) => r.ofertas).map((o) => /bodeg/i.test(o.nombreCargo));
    expect(enTitulo[0]).toBe(true);
    expect(enTitulo.indexOf(false)).toBeGreaterThan(0);
    expect(enTitulo.slice(enTitulo.indexOf(false))).not.toContain(true);
  });

  it('shuffles by the session seed: the same seed pages without repeats, another seed reshuffles', async () => {
    const [uno, otraVez, dos, tres, otraSemilla] = await Promise.all([
      buscar('orden=ALEATORIO&semilla=42'),
      buscar('orden=ALEATORIO&semilla=42'),
      buscar('orden=ALEATORIO&semilla=42&pagina=2'),
      buscar('orden=ALEATORIO&semilla=42&pagina=3'),
      buscar('orden=ALEATORIO&semilla=43'),
    ]);
    expect(ids(otraVez)).toEqual(ids(uno));
    expect(new Set([...ids(uno), ...ids(dos), ...ids(tres)]).size).toBe(45);
    expect(ids(otraSemilla)).not.toEqual(ids(uno));
    const porFecha = await buscar('');
    expect(ids(uno)).not.toEqual(ids(porFecha));
  });

  it('lists the nearest offers first from the visitor position, with their distance', async () => {
    const { ofertas } = await buscar('orden=GEOLOCALIZACION&lat=-36.83&lon=-73.05');
    expect(ofertas[0]!.ubicacion.nombreComuna).toBe('Concepción');
    const distancias = ofertas.map((o) => o.distanciaKm!);
    expect(distancias[0]).toBeLessThan(5);
    expect([...distancias].sort((a, b) => a - b)).toEqual(distancias);
    const lejanas = await buscar('orden=GEOLOCALIZACION&lat=-36.83&lon=-73.05&tipoOrden=ASC');
    expect(lejanas.ofertas[0]!.distanciaKm).toBeGreaterThan(2000);
  });

  it('ranks by relevance and highlights the matches, escaping everything else', async () => {
    await entorno.base.db.query(`UPDATE oferta SET nombre_cargo = $1 WHERE id_oferta = (SELECT min(id_oferta) FROM oferta WHERE estado = 'ACTIVA' AND fecha_expiracion > now())`, [
      'Enfermera <b>"Jefa"</b> & Cía',
    ]);
    const { ofertas } = await buscar('palabraClave=enfermera%20jefa&orden=RANKING');
    expect(ofertas[0]!.nombreCargoDestacado).toBe('<mark>Enfermera</mark> &lt;b&gt;&quot;<mark>Jefa</mark>&quot;&lt;/b&gt; &amp; Cía');
    const enfermeria = await buscar('palabraClave=enfermeria&orden=RANKING');
    for (const oferta of enfermeria.ofertas) {
      expect(`${oferta.nombreCargoDestacado} ${oferta.extractoDestacado}`).toMatch(/<mark>Enfermer[^<]*<\/mark>/i);
      expect(oferta.extractoDestacado!.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
    }
  });

  it('leaves the highlight out without a keyword', async () => {
    const { ofertas } = await buscar('');
    expect(ofertas[0]).not.toHaveProperty('nombreCargoDestacado');
  });
});

describe('GET /api/searchjob validation', () => {
  it.each([
    ['fechaPublicacion=AYER', 'El parámetro «fechaPublicacion» debe ser uno de: HOY, ULTIMOS_3_DIAS, ULTIMA_SEMANA, ULTIMAS_2_SEMANAS, ULTIMO_MES.'],
    ['jornadas=COMPLETA,NOCTURNA', 'El parámetro «jornadas» admite, separados por coma: COMPLETA, PARCIAL, TURNOS, FINES_DE_SEMANA (no «NOCTURNA»).'],
    ['operadorExp=MAS', 'El parámetro «operadorExp» debe ser uno de: IGUAL, MAYOR_IGUAL, MENOR_IGUAL, ENTRE.'],
    ['operadorExp=IGUAL', 'Con operadorExp=IGUAL indica «aniosExperiencia».'],
    ['operadorExp=ENTRE&aniosExpDesde=5&aniosExpHasta=2', '«aniosExpDesde» no puede ser mayor que «aniosExpHasta».'],
    ['aniosExperiencia=-1', 'El parámetro «aniosExperiencia» debe ser mayor o igual a 0.'],
    ['sueldoDesde=mucho', 'El parámetro «sueldoDesde» debe ser un número entero.'],
    ['sueldoDesde=900000&sueldoHasta=500000', '«sueldoDesde» debe ser menor que «sueldoHasta».'],
    ['gradoEscolar=DOCTORADO', 'El parámetro «gradoEscolar» debe ser uno de: BASICA, MEDIA, TECNICO, UNIVERSITARIO, POSTGRADO.'],
    ['tipoCurriculumAceptado=PDF', 'El parámetro «tipoCurriculumAceptado» debe ser uno de: NORMAL, NORMAL_ARCHIVO, ARCHIVO.'],
    ['esInclusivo=si', 'El parámetro «esInclusivo» debe ser true o false.'],
    ['idCategorias=uno', 'El parámetro «idCategorias» no tiene el formato esperado.'],
    ['idEmpresas=1,,2', 'El parámetro «idEmpresas» no tiene el formato esperado.'],
    ['orden=GEOLOCALIZACION', 'Con orden=GEOLOCALIZACION indica tu posición en «lat» y «lon».'],
    ['orden=GEOLOCALIZACION&lat=-120&lon=-70', 'El parámetro «lat» debe ser mayor o igual a -90.'],
    ['semilla=abc', 'El parámetro «semilla» debe ser un número entero.'],
  ])('answers 400 for "%s"', async (query, message) => {
    const error = await obtener(entorno.app, `/api/searchjob?idDominio=857&${query}`, ApiErrorSchema, 400);
    expect(error).toEqual({ statusCode: 400, error: 'Bad Request', code: 'VALIDACION', message });
  });
});

describe('GET /api/busqueda/filtros', () => {
  it('lists every filter option with the count a search by it finds', async () => {
    const filtros = await obtener(entorno.app, '/api/busqueda/filtros?idDominio=857', FiltrosBusquedaSchema);
    const todas = await buscar('');
    expect(filtros.regiones).toHaveLength(16);
    expect(filtros.regiones.reduce((suma, r) => suma + r.cantidad, 0)).toBe(todas.cantidadRegistros);
    const rm = filtros.regiones.find((r) => r.numero === 'RM')!;
    expect(rm.comunas.map((c) => c.nombre)).toContain('Ñuñoa');

    const [area, carrera, jornada, categoria, empresa] = [filtros.areas[0]!, filtros.carreras[0]!, filtros.jornadas[1]!, filtros.categorias[0]!, filtros.empresas[0]!];
    const porOpcion = await Promise.all([
      buscar(`region=${rm.idRegion}`),
      buscar(`nombreArea=${encodeURIComponent(area.valor)}`),
      buscar(`carreras=${encodeURIComponent(carrera.valor)}`),
      buscar(`jornadas=${jornada.valor}`),
      buscar(`idCategorias=${categoria.idCategoria}`),
      buscar(`idEmpresas=${empresa.idEmpresa}`),
      buscar('esInclusivo=true'),
    ]);
    expect(porOpcion.map((r) => r.cantidadRegistros)).toEqual([
      rm.cantidad, area.cantidad, carrera.cantidad, jornada.cantidad, categoria.cantidad, empresa.cantidad, filtros.inclusivas,
    ]);
    expect(filtros.fechasPublicacion.map((f) => f.valor)).toEqual(['HOY', 'ULTIMOS_3_DIAS', 'ULTIMA_SEMANA', 'ULTIMAS_2_SEMANAS', 'ULTIMO_MES']);
  });

  it('counts every area, career, category and company as the database does', async () => {
    const filtros = await obtener(entorno.app, '/api/busqueda/filtros?idDominio=857', FiltrosBusquedaSchema);
    const agrupar = async (sql: string) =>
      new Map((await entorno.base.db.query<{ valor: string | number; n: number }>(sql)).rows.map((f) => [String(f.valor), f.n]));
    const activas = `FROM oferta o WHERE o.estado = 'ACTIVA' AND o.fecha_expiracion > now()`;
    const [areas, carreras, categorias, empresas] = await Promise.all([
      agrupar(`SELECT o.nombre_area AS valor, count(*)::int AS n ${activas} GROUP BY 1`),
      agrupar(`SELECT unnest(o.carreras) AS valor, count(*)::int AS n ${activas} GROUP BY 1`),
      agrupar(`SELECT oc.id_categoria AS valor, count(*)::int AS n FROM oferta_categoria oc JOIN oferta o USING (id_oferta) WHERE o.estado = 'ACTIVA' AND o.fecha_expiracion > now() GROUP BY 1`),
      agrupar(`SELECT o.id_empresa AS valor, count(*)::int AS n ${activas} AND NOT o.confidencial GROUP BY 1`),
    ]);
    expect(new Map(filtros.areas.map((a) => [a.valor, a.cantidad]))).toEqual(areas);
    expect(new Map(filtros.carreras.map((c) => [c.valor, c.cantidad]))).toEqual(carreras);
    expect(new Map(filtros.categorias.filter((c) => c.cantidad).map((c) => [String(c.idCategoria), c.cantidad]))).toEqual(categorias);
    expect(new Map(filtros.empresas.map((e) => [String(e.idEmpresa), e.cantidad]))).toEqual(empresas);
    expect(filtros.empresas.every((e) => e.nombre.length > 0)).toBe(true);
  });

  it('counts only the channel offers of a SAAE portal', async () => {
    const [saae, corporativo] = await Promise.all([
      obtener(entorno.app, '/api/busqueda/filtros?idDominio=858', FiltrosBusquedaSchema),
      obtener(entorno.app, '/api/busqueda/filtros?idDominio=857', FiltrosBusquedaSchema),
    ]);
    const total = (f: typeof saae) => f.regiones.reduce((suma, r) => suma + r.cantidad, 0);
    const busqueda = await obtener(entorno.app, '/api/searchjob?idDominio=858', ResultadoBusquedaSchema);
    expect(total(saae)).toBe(busqueda.cantidadRegistros);
    expect(total(saae)).toBeLessThan(total(corporativo));
  });

  it('answers 404 for an unknown portal', async () => {
    const error = await obtener(entorno.app, '/api/busqueda/filtros?idDominio=999999', ApiErrorSchema, 404);
    expect(error.code).toBe('DOMINIO_NO_ENCONTRADO');
  });
});

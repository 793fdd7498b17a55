// GET /api/busqueda/sugerencias: job titles and places of a portal's live offers for what is being typed,
// checked against the database asked directly.
import { ApiErrorSchema, SugerenciasBusquedaSchema, type SugerenciasBusqueda } from '@portal/shared/contract';
import { entornoDelArchivo, obtener } from './support/app-de-prueba';

const entorno = entornoDelArchivo();

const sugerencias = (texto: string, idDominio = 857): Promise<SugerenciasBusqueda> =>
  obtener(entorno.app, `/api/busqueda/sugerencias?idDominio=${idDominio}&texto=${encodeURIComponent(texto)}`, SugerenciasBusquedaSchema);

const nombres = (lista: { nombre: string }[]) => lista.map((s) => s.nombre);

let siguienteOferta = 980_001;

/** A copy of offer 1 under a new title: live, expired by its state, or ACTIVA past its expiry date. */
async function publicar(nombreCargo: string, como: 'vigente' | 'expirada' | 'vencida' = 'vigente'): Promise<number> {
  const id = siguienteOferta++;
  await entorno.base.db.query(
    `INSERT INTO oferta SELECT (jsonb_populate_record(o, jsonb_build_object('id_oferta', $1::int, 'nombre_cargo', $2::text,
       'estado', CASE WHEN $3 = 'expirada' THEN 'EXPIRADA' ELSE 'ACTIVA' END,
       'fecha_expiracion', CASE WHEN $3 = 'vigente' THEN now() + interval '30 days' ELSE now() - interval '1 minute' END))).*
     FROM oferta o WHERE id_oferta = 1`,
    [id, nombreCargo, como],
  );
  return id;
}

/** Live offers (ACTIVA and not past their expiry) of every portal matching `where` (alias o, c the comuna). */
async function vigentes(where: string, params: unknown[] = []): Promise<number> {
  const { rows } = await entorno.base.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM oferta o JOIN comuna c USING (id_comuna)
      WHERE o.estado = 'ACTIVA' AND o.fecha_expiracion > now() AND ${where}`,
    params,
  );
  return rows[0]!.n;
}

describe('GET /api/busqueda/sugerencias', () => {
  it('suggests job titles by the start of any of their words, accents and case ignored, most offers first', async () => {
    for (let i = 0; i < 3; i++) await publicar('Garzón / Mesera');
    await publicar('Garzón de Eventos');

    const { cargos } = await sugerencias('gar');
    expect(nombres(cargos)).toEqual(expect.arrayContaining(['Garzón / Mesera', 'Garzón de Eventos']));
    for (const { nombre, cantidad } of cargos) expect({ nombre, cantidad }).toEqual({ nombre, cantidad: await vigentes('o.nombre_cargo = $1', [nombre]) });
    expect(nombres(cargos).indexOf('Garzón / Mesera')).toBeLessThan(nombres(cargos).indexOf('Garzón de Eventos'));
    expect((await sugerencias('GARZON')).cargos).toEqual((await sugerencias('garzón')).cargos);
    expect(nombres((await sugerencias('mese')).cargos)).toContain('Garzón / Mesera');
    expect(nombres((await sugerencias('garzón eve')).cargos)).toEqual(['Garzón de Eventos']);
    // The middle of a word is not the start of one.
    expect(nombres((await sugerencias('arzon')).cargos)).not.toContain('Garzón / Mesera');
  });

  it('counts each title’s live offers as the database does, and gives at most 8 titles and 5 places', async () => {
    const { cargos, lugares } = await sugerencias('de');
    expect(cargos).toHaveLength(8);
    expect(lugares).toHaveLength(5);
    for (const { nombre, cantidad } of cargos) expect({ nombre, cantidad }).toEqual({ nombre, cantidad: await vigentes('o.nombre_cargo = $1', [nombre]) });
    const cantidades = cargos.map((c) => c.cantidad);
    expect(cantidades).toEqual([...cantidades].sort((a, b) => b - a));

    const enfermeria = await sugerencias('enfer');
    expect(enfermeria.cargos.length).toBeGreaterThan(0);
    expect(enfermeria.cargos.every((c) => /(^|[^\p{L}])enfer/iu.test(c.nombre.normalize('NFD').replace(/\p{M}/gu, '')))).toBe(true);
  });

  it('suggests comunas and regions by their words without accents, with their live offers', async () => {
    const [vina] = (await sugerencias('vina')).lugares;
    const comunaVina = await entorno.base.db.query<{ id: number; region: number }>(`SELECT id_comuna AS id, id_region AS region FROM comuna WHERE nombre = 'Viña del Mar'`);
    expect(vina).toEqual({
      tipo: 'COMUNA',
      nombre: 'Viña del Mar',
      idComuna: comunaVina.rows[0]!.id,
      idRegion: comunaVina.rows[0]!.region,
      nombreRegion: 'Región de Valparaíso',
      cantidad: await vigentes(`c.nombre = 'Viña del Mar'`),
    });

    const { lugares } = await sugerencias('valpara');
    expect(lugares.map((l) => [l.tipo, l.nombre])).toEqual([
      ['REGION', 'Región de Valparaíso'],
      ['COMUNA', 'Valparaíso'],
    ]);
    expect(lugares[0]!.cantidad).toBe(await vigentes(`c.id_region = $1`, [lugares[0]!.idRegion]));
    expect(nombres((await sugerencias('nunoa')).lugares)).toEqual(['Ñuñoa']);
  });

  it('leaves out offers that expired, by their state or by their date', async () => {
    await publicar('Zapatero Artesanal', 'expirada');
    await publicar('Zapatero Ortopédico', 'vencida');
    await publicar('Zapatero de Calle');

    expect(nombres((await sugerencias('zapat')).cargos)).toEqual(['Zapatero de Calle']);
  });

  it('suggests only what the portal lists: a SAAE portal its channels’ offers', async () => {
    const id = await publicar('Afinador de Pianos');
    expect(nombres((await sugerencias('afina', 857)).cargos)).toEqual(['Afinador de Pianos']);
    expect((await sugerencias('afina', 858)).cargos).toEqual([]);

    const { rows } = await entorno.base.db.query<{ canal: number }>('SELECT min(id_canal)::int AS canal FROM canal WHERE id_dominio = 858');
    await entorno.base.db.query('INSERT INTO oferta_canal (id_canal, id_oferta) VALUES ($1, $2)', [rows[0]!.canal, id]);
    expect((await sugerencias('afina', 858)).cargos).toEqual([{ nombre: 'Afinador de Pianos', cantidad: 1 }]);

    // Every title the SAAE portal suggests counts only offers of its channels.
    const { cargos } = await sugerencias('an', 858);
    for (const { nombre, cantidad } of cargos) {
      const enCanales = await vigentes('o.nombre_cargo = $1 AND o.id_oferta IN (SELECT id_oferta FROM oferta_canal JOIN canal USING (id_canal) WHERE id_dominio = 858)', [nombre]);
      expect({ nombre, cantidad }).toEqual({ nombre, cantidad: enCanales });
    }
  });

  it('may be kept a minute by browsers and the edge', async () => {
    const respuesta = await entorno.app.inject('/api/busqueda/sugerencias?idDominio=857&texto=ven');
    expect(respuesta.statusCode).toBe(200);
    expect(respuesta.headers['cache-control']).toBe('public, max-age=60');
  });

  it('suggests nothing for punctuation alone', async () => {
    expect(await sugerencias('--')).toEqual({ cargos: [], lugares: [] });
  });

  it.each([
    ['without texto', 'idDominio=857', 'Falta el parámetro obligatorio «texto».'],
    ['one character', 'idDominio=857&texto=a', 'El parámetro «texto» debe tener al menos 2 caracteres.'],
    ['101 characters', `idDominio=857&texto=${'a'.repeat(101)}`, 'El parámetro «texto» admite como máximo 100 caracteres.'],
    ['without idDominio', 'texto=ven', 'Falta el parámetro obligatorio «idDominio».'],
    ['a idDominio that is no number', 'idDominio=abc&texto=ven', 'El parámetro «idDominio» debe ser un número entero.'],
  ])('refuses %s with a Spanish message', async (_caso, query, message) => {
    const error = await obtener(entorno.app, `/api/busqueda/sugerencias?${query}`, ApiErrorSchema, 400);
    expect(error).toMatchObject({ code: 'VALIDACION', message });
  });

  it('answers 404 for a portal that does not exist', async () => {
    const error = await obtener(entorno.app, '/api/busqueda/sugerencias?idDominio=999999&texto=ven', ApiErrorSchema, 404);
    expect(error.code).toBe('DOMINIO_NO_ENCONTRADO');
  });
});

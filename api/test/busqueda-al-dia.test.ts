// Search keeps up while offers change: what is written to the offers table (published, edited, expired,
// deleted, moved to a channel, its company renamed) shows in the next search, also in a burst, racing with
// searches, in a second api on the same database, and when transactions commit out of order.
import { FiltrosBusquedaSchema, ResultadoBusquedaSchema, type ResultadoBusqueda } from '@portal/shared/contract';
import { buildApp } from '../src/app';
import { podarCambios } from '../src/busqueda/indice/registro-cambios';
import { ARRANQUE_MS, SECRETO_DE_PRUEBA, entornoDelArchivo, obtener } from './support/app-de-prueba';

const entorno = entornoDelArchivo();

const sql = <R = Record<string, unknown>>(texto: string, params: unknown[] = []) => entorno.base.db.query<R>(texto, params);
const buscar = (query: string, app = entorno.app): Promise<ResultadoBusqueda> =>
  obtener(app, `/api/searchjob?idDominio=857&${query}`, ResultadoBusquedaSchema);
const encontradas = async (query: string, app = entorno.app) => (await buscar(query, app)).ofertas.map((o) => o.idOferta).sort((a, b) => a - b);

let siguienteOferta = 980_001;

/** A copy of offer 1 published now with `campos` (column: value) over it; returns its id. */
async function publicar(campos: Record<string, unknown>): Promise<number> {
  const id = siguienteOferta++;
  const valores = { id_oferta: id, estado: 'ACTIVA', confidencial: false, fecha_publicacion: new Date().toISOString(), ...campos };
  await sql(
    `INSERT INTO oferta SELECT (jsonb_populate_record(o, jsonb_build_object('fecha_expiracion', now() + interval '30 days') || $1::jsonb)).*
       FROM oferta o WHERE id_oferta = 1`,
    [JSON.stringify(valores)],
  );
  return id;
}

/** For what no write of this api announces: polls for up to 10 s (tests that poll allow POLL_MS). */
async function hasta(condicion: () => Promise<boolean>): Promise<void> {
  const limite = Date.now() + 10_000;
  while (!(await condicion())) {
    if (Date.now() > limite) throw new Error('La búsqueda no reflejó el cambio en 10 s.');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const POLL_MS = 30_000;
const VIVAS = `estado = 'ACTIVA' AND fecha_expiracion > now()`;
const contar = async (where: string) => (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM oferta WHERE ${VIVAS} AND ${where}`)).rows[0]!.n;

describe('search after offers change', () => {
  it('finds an offer in the very next search after it is published', async () => {
    const antes = await buscar('');
    const id = await publicar({ nombre_cargo: 'Zumbolero de bodega' });
    expect(await encontradas('palabraClave=zumbolero')).toEqual([id]);
    const despues = await buscar('');
    expect(despues.cantidadRegistros).toBe(antes.cantidadRegistros + 1);
    expect(despues.ofertas[0]!.idOferta).toBe(id);
  });

  it('follows an edited title, place and salary', async () => {
    const id = await publicar({ nombre_cargo: 'Tarabilero', id_comuna: 4, mostrar_sueldo: true, sueldo: 600_000 });
    expect(await encontradas('palabraClave=tarabilero&comuna=4')).toEqual([id]);

    await sql(`UPDATE oferta SET nombre_cargo = 'Quincharero' WHERE id_oferta = $1`, [id]);
    expect(await encontradas('palabraClave=tarabilero')).toEqual([]);
    expect(await encontradas('palabraClave=quincharero')).toEqual([id]);

    await sql(`UPDATE oferta SET id_comuna = 5 WHERE id_oferta = $1`, [id]);
    expect(await encontradas('palabraClave=quincharero&comuna=4')).toEqual([]);
    expect(await encontradas('palabraClave=quincharero&comuna=5')).toEqual([id]);

    await sql(`UPDATE oferta SET sueldo = 2600000 WHERE id_oferta = $1`, [id]);
    const resultado = await buscar('palabraClave=quincharero&sueldoDesde=2500000');
    expect(resultado.ofertas.map((o) => [o.idOferta, o.sueldo])).toEqual([[id, 2_600_000]]);
    expect(resultado.facetas.sueldo.map((tramo) => tramo.cantidad)).toEqual([0, 0, 0, 0, 0, 1]);
  });

  it('drops an offer that expires or is deleted', async () => {
    const [expirada, borrada, queda] = [
      await publicar({ nombre_cargo: 'Garrotero expirado' }),
      await publicar({ nombre_cargo: 'Garrotero borrado' }),
      await publicar({ nombre_cargo: 'Garrotero vigente' }),
    ];
    expect(await encontradas('palabraClave=garrotero')).toEqual([expirada, borrada, queda]);
    await sql(`UPDATE oferta SET estado = 'EXPIRADA' WHERE id_oferta = $1`, [expirada]);
    await sql(`DELETE FROM oferta WHERE id_oferta = $1`, [borrada]);
    expect(await encontradas('palabraClave=garrotero')).toEqual([queda]);
  });

  it('drops an offer once its expiry date passes, with no write at all', async () => {
    const id = await publicar({ nombre_cargo: 'Pirulero de temporada', fecha_expiracion: new Date(Date.now() + 1500).toISOString() });
    expect(await encontradas('palabraClave=pirulero')).toEqual([id]);
    await hasta(async () => (await encontradas('palabraClave=pirulero')).length === 0);
    const opciones = await obtener(entorno.app, '/api/busqueda/filtros?idDominio=857', FiltrosBusquedaSchema);
    expect(opciones.regiones.reduce((suma, r) => suma + r.cantidad, 0)).toBe(await contar('true'));
  }, POLL_MS);

  it('follows channels and company names', async () => {
    const id = await publicar({ nombre_cargo: 'Chinchorrero' });
    const saae = (query: string) => obtener(entorno.app, `/api/searchjob?idDominio=858&${query}`, ResultadoBusquedaSchema);
    expect((await saae('palabraClave=chinchorrero')).ofertas).toEqual([]);
    await sql('INSERT INTO oferta_canal (id_oferta, id_canal) VALUES ($1, 101)', [id]);
    expect((await saae('palabraClave=chinchorrero')).ofertas.map((o) => o.idOferta)).toEqual([id]);

    await sql(`UPDATE empresa SET nombre_fantasia = 'Chinchorros del Sur' WHERE id_empresa = (SELECT id_empresa FROM oferta WHERE id_oferta = $1)`, [id]);
    expect((await buscar('palabraClave=chinchorrero')).ofertas[0]!.nombreEmpresaFantasia).toBe('Chinchorros del Sur');
  });

  it('keeps up with a burst of changes: counts and filter options as the database has them', async () => {
    const { rows } = await sql<{ id: number }>(`SELECT id_oferta AS id FROM oferta WHERE ${VIVAS} ORDER BY id_oferta LIMIT 60 OFFSET 100`);
    for (let i = 0; i < 40; i++) await publicar({ nombre_cargo: `Rafaguero ${i}`, id_comuna: 1 + (i % 7), nombre_area: i % 2 ? 'Salud' : 'Ventas' });
    for (const { id } of rows.slice(0, 30)) await sql('UPDATE oferta SET id_comuna = 4, sueldo = sueldo + 10000 WHERE id_oferta = $1', [id]);
    for (const { id } of rows.slice(30)) await sql(`UPDATE oferta SET estado = 'EXPIRADA' WHERE id_oferta = $1`, [id]);

    expect((await buscar('')).cantidadRegistros).toBe(await contar('true'));
    expect((await buscar('comuna=4')).cantidadRegistros).toBe(await contar('id_comuna = 4'));
    expect((await buscar('palabraClave=rafaguero')).cantidadRegistros).toBe(40);
    const opciones = await obtener(entorno.app, '/api/busqueda/filtros?idDominio=857', FiltrosBusquedaSchema);
    const { rows: areas } = await sql<{ valor: string; n: number }>(`SELECT nombre_area AS valor, count(*)::int AS n FROM oferta WHERE ${VIVAS} GROUP BY 1`);
    expect(new Map(opciones.areas.map((a) => [a.valor, a.cantidad]))).toEqual(new Map(areas.map((a) => [a.valor, a.n])));
  });

  it('answers searches racing with writes, and each search after a write sees it', async () => {
    let escribiendo = true;
    const respuestas: number[] = [];
    const buscadores = Array.from({ length: 6 }, async (_, i) => {
      while (escribiendo) {
        const respuesta = await entorno.app.inject(`/api/searchjob?idDominio=857&pagina=${1 + i}${i % 2 ? '&palabraClave=carrerista' : ''}`);
        respuestas.push(respuesta.statusCode);
      }
    });
    const palabras = ['alfa', 'beta', 'gama', 'delta', 'epsilon', 'zeta', 'eta', 'theta', 'iota', 'kappa', 'lambda', 'omicron'];
    try {
      for (const palabra of palabras) {
        const id = await publicar({ nombre_cargo: `Carrerista ${palabra}` });
        // Offers holding one of the words may come too (few hold both: relevancia.ts).
        expect(await encontradas(`palabraClave=${palabra}%20carrerista`)).toContain(id);
        await sql(`UPDATE oferta SET estado = 'EXPIRADA' WHERE id_oferta = $1`, [id]);
        expect(await encontradas(`palabraClave=${palabra}%20carrerista`)).not.toContain(id);
      }
    } finally {
      escribiendo = false;
      await Promise.all(buscadores);
    }
    expect(respuestas.length).toBeGreaterThan(0);
    expect(respuestas.every((status) => status === 200)).toBe(true);
    expect((await buscar('')).cantidadRegistros).toBe(await contar('true'));
  }, POLL_MS);

  it('brings two apis on one database to the same results', async () => {
    const otra = await buildApp({ db: entorno.base.db, jwtSecret: SECRETO_DE_PRUEBA });
    try {
      const id = await publicar({ nombre_cargo: 'Gemelero' });
      await sql(`UPDATE oferta SET estado = 'EXPIRADA' WHERE id_oferta IN (SELECT id_oferta FROM oferta WHERE ${VIVAS} ORDER BY id_oferta LIMIT 5)`);
      for (const app of [entorno.app, otra]) {
        await hasta(async () => (await encontradas('palabraClave=gemelero', app)).includes(id));
      }
      const [una, dos] = await Promise.all([buscar('pagina=3', entorno.app), buscar('pagina=3', otra)]);
      expect(dos).toEqual(una);
      expect(una.cantidadRegistros).toBe(await contar('true'));
    } finally {
      await otra.close();
    }
  }, ARRANQUE_MS);

  // PGlite has one session: transactions never overlap there.
  (process.env.TEST_DATABASE_URL ? it : it.skip)('never skips a change that commits after one with a higher id (PostgreSQL)', async () => {
    const primera = await publicar({ nombre_cargo: 'Abedulero' });
    const segunda = await publicar({ nombre_cargo: 'Bambulero' });
    expect(await encontradas('palabraClave=abedulero')).toEqual([primera]);
    let escrita!: () => void;
    let soltar!: () => void;
    const hayEscritura = new Promise<void>((resolve) => (escrita = resolve));
    const suelta = new Promise<void>((resolve) => (soltar = resolve));
    const larga = entorno.base.db.transaction(async (tx) => {
      await tx.query(`UPDATE oferta SET estado = 'EXPIRADA' WHERE id_oferta = $1`, [primera]);
      escrita();
      await suelta;
    });
    await hayEscritura;
    await sql(`UPDATE oferta SET estado = 'EXPIRADA' WHERE id_oferta = $1`, [segunda]);
    expect(await encontradas('palabraClave=bambulero')).toEqual([]);
    expect(await encontradas('palabraClave=abedulero')).toEqual([primera]);
    soltar();
    await larga;
    expect(await encontradas('palabraClave=abedulero')).toEqual([]);
    const { rows } = await sql<{ id: number }>('SELECT id_oferta AS id FROM busqueda_cambio WHERE id_oferta IN ($1, $2) ORDER BY id_cambio DESC LIMIT 2', [primera, segunda]);
    // The case itself: the change committed last has the lower id.
    expect(rows.map((r) => r.id)).toEqual([segunda, primera]);
  });

  it('loads a whole copy when changes it had not read were pruned, answering from the old one meanwhile', async () => {
    const id = await publicar({ nombre_cargo: 'Cascabelero' });
    expect(await encontradas('palabraClave=cascabelero')).toEqual([id]);
    await entorno.base.db.transaction(async (tx) => {
      await tx.query(`UPDATE oferta SET nombre_cargo = 'Dromedariero' WHERE id_oferta = $1`, [id]);
      await tx.query('UPDATE busqueda_cambio_podado SET hasta = pg_current_xact_id()');
    });
    expect(await encontradas('palabraClave=dromedariero')).toEqual([]);
    await hasta(async () => (await encontradas('palabraClave=dromedariero')).length === 1);
    expect(await encontradas('palabraClave=cascabelero')).toEqual([]);
  }, POLL_MS);

  it('prunes changes older than an hour and remembers the newest pruned', async () => {
    await sql(`INSERT INTO busqueda_cambio (id_oferta, tabla, creado) VALUES (1, 'oferta', now() - interval '2 hours')`);
    const { rows: antes } = await sql<{ xid: string }>(`SELECT xid::text FROM busqueda_cambio WHERE creado < now() - interval '1 hour' ORDER BY xid DESC LIMIT 1`);
    await podarCambios(entorno.base.db);
    const { rows } = await sql<{ viejos: number; hasta: string }>(
      `SELECT (SELECT count(*)::int FROM busqueda_cambio WHERE creado < now() - interval '1 hour') AS viejos, hasta::text FROM busqueda_cambio_podado`,
    );
    expect(rows).toEqual([{ viejos: 0, hasta: antes[0]!.xid }]);
  });
});

// Relevance in Spanish (issue 13): the graded set of consultas.json, written the way job seekers type, run
// through orden=RANKING over the seeded demo database. Prints precision@5 and nDCG@10 with the worst queries
// and fails under 0.9 precision@5. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { AREAS } from '../../src/db/seed/areas';
import { OCUPACIONES } from '../../src/db/seed/ocupaciones';
import { entornoDelArchivo } from '../support/app-de-prueba';
import { CONSULTAS, evaluarRelevancia, resumen } from './evaluar';

describe('the relevance set', () => {
  const areaDe = new Map(OCUPACIONES.map((o) => [o.clave, o.area]));

  it('holds at least 200 distinct queries, each naming only occupations of the seed catalogue', () => {
    expect(CONSULTAS.length).toBeGreaterThanOrEqual(200);
    expect(new Set(CONSULTAS.map((c) => c.consulta)).size).toBe(CONSULTAS.length);
    const desconocidas = CONSULTAS.flatMap((c) => [...(c.ocupaciones ?? []), ...(c.afines ?? [])].filter((clave) => !areaDe.has(clave)));
    expect(desconocidas).toEqual([]);
  });

  it('asks for every area of the seed in at least three queries', () => {
    const porArea = new Map(AREAS.map((a) => [a.nombre, 0]));
    for (const c of CONSULTAS) {
      for (const area of new Set(c.ocupaciones?.map((clave) => areaDe.get(clave)!))) porArea.set(area, porArea.get(area)! + 1);
    }
    expect([...porArea].filter(([, n]) => n < 3)).toEqual([]);
  });
});

describe('search relevance over the demo seed', () => {
  const entorno = entornoDelArchivo();

  it('puts relevant offers in the first five results: precision@5 of at least 0.9', async () => {
    const informe = await evaluarRelevancia(entorno.app, entorno.base.db);
    console.log(resumen(informe, process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'));
    // A query nothing in the seed answers measures nothing: the set and the seed must agree.
    expect(informe.consultas.filter((r) => r.relevantes === 0).map((r) => r.consulta)).toEqual([]);
    expect(informe.precisionEn5).toBeGreaterThanOrEqual(0.9);
  }, 120_000);
});

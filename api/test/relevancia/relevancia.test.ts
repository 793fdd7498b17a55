// Relevance in Spanish: each real query of pares.json must bring an offer with the expected title fragment
// (or in the expected comuna) into the first page of orden=RANKING. Runs on PGlite, and on PostgreSQL
// with TEST_DATABASE_URL; prints the score and the misses.
import { ResultadoBusquedaSchema } from '@portal/shared/contract';
import { ARRANQUE_MS, crearEntorno, obtener, type Entorno } from '../support/app-de-prueba';
import pares from './pares.json';

interface Par {
  consulta: string;
  cargo?: string;
  comuna?: string;
}

let entorno: Entorno;
beforeAll(async () => {
  entorno = await crearEntorno();
}, ARRANQUE_MS);
afterAll(() => entorno?.close());

it('brings the expected offer into the first page for at least 90% of the real queries', async () => {
  const fallos: string[] = [];
  for (const par of pares as Par[]) {
    const url = `/api/searchjob?idDominio=857&orden=RANKING&palabraClave=${encodeURIComponent(par.consulta)}`;
    const { ofertas } = await obtener(entorno.app, url, ResultadoBusquedaSchema);
    const acierta = ofertas.some((o) => (par.cargo ? o.nombreCargo.includes(par.cargo) : o.ubicacion.nombreComuna === par.comuna));
    if (!acierta) fallos.push(`«${par.consulta}» → ${par.cargo ?? par.comuna}`);
  }
  const motor = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const aciertos = pares.length - fallos.length;
  console.log(`Relevancia en ${motor}: ${aciertos}/${pares.length}${fallos.length ? `; sin acierto: ${fallos.join(', ')}` : ''}`);
  expect(pares.length).toBeGreaterThanOrEqual(40);
  expect(aciertos / pares.length).toBeGreaterThanOrEqual(0.9);
}, 60_000);

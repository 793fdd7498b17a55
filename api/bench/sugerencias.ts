// `npm run bench:sugerencias [-- --ofertas 50000 --rondas 3]`: latency of GET /api/busqueda/sugerencias over
// 50,000 offers on a fresh PGlite (DATABASE_URL=postgres://… measures PostgreSQL instead), asked over HTTP one
// at a time as a visitor types (every prefix of each word from its second letter). Twice: with the seed's
// titles (a few dozen distinct ones), then with every offer's title made distinct (50,000 titles, the worst
// case for the word index). Prints p50/p99 and the time to build the titles' index of a copy.
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { cargarOfertas } from '../src/busqueda/indice/ofertas-indexadas';
import { prepararSugerencias } from '../src/busqueda/sugerencias/sugerencias';
import { medirSobreApi } from './api-de-bench';

const { values } = parseArgs({ options: { ofertas: { type: 'string', default: '50000' }, rondas: { type: 'string', default: '3' } } });
const ESCRITOS = [
  'garzon', 'enfermera', 'vendedor', 'conductor', 'vina del mar', 'santiago', 'nunoa', 'analista datos', 'ingeniero civil',
  'profesor', 'bodega', 'cajero', 'temuco', 'antofagasta', 'jefe de ventas', 'desarrollador', 'region', 'de', 'tecnico', 'puerto',
];
// Extra words for the distinct titles: a specialty and a level, plus the offer's id.
const ESPECIALIDADES = ['Retail', 'Minería', 'Salud', 'Turno Noche', 'Zona Norte', 'Zona Sur', 'Logística', 'Banca', 'Seguros', 'Educación', 'Energía', 'Agroindustria'];

/** What a visitor's box asks while typing `texto`: from the second character on. */
const tecleos = (texto: string) => Array.from({ length: texto.length - 1 }, (_, i) => texto.slice(0, i + 2)).filter((t) => t.trim().length >= 2);
const percentil = (ms: number[], p: number) => [...ms].sort((a, b) => a - b)[Math.min(ms.length - 1, Math.ceil((p / 100) * ms.length) - 1)]!;

async function medir(base: string, rondas: number): Promise<number[]> {
  const ms: number[] = [];
  for (let ronda = -1; ronda < rondas; ronda++) {
    for (const texto of ESCRITOS.flatMap(tecleos)) {
      // A round's own idDominio/text pairs are new to the api each time (no cache in front of the thread).
      const inicio = performance.now();
      const respuesta = await fetch(`${base}/api/busqueda/sugerencias?idDominio=857&texto=${encodeURIComponent(texto)}`);
      await respuesta.arrayBuffer();
      if (respuesta.status !== 200) throw new Error(`«${texto}» respondió ${respuesta.status}`);
      // The first round warms the code up and is not counted.
      if (ronda >= 0) ms.push(performance.now() - inicio);
    }
  }
  return ms;
}

void medirSobreApi({ nombre: 'sugerencias', ofertas: Number(values.ofertas) }, async ({ app, db }) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const escenario = async (nombre: string) => {
    const { rows } = await db.query<{ n: number; cargos: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT nombre_cargo)::int AS cargos FROM oferta WHERE estado = 'ACTIVA'`,
    );
    const copia = await cargarOfertas(db);
    const armado = performance.now();
    prepararSugerencias(copia);
    const msArmado = performance.now() - armado;
    const ms = await medir(base, Number(values.rondas));
    console.log(
      `${nombre}: ${rows[0]!.n} ofertas activas, ${rows[0]!.cargos} cargos distintos; índice de cargos armado en ${msArmado.toFixed(0)} ms\n` +
        `  ${ms.length} sugerencias: p50 ${percentil(ms, 50).toFixed(1)} ms, p99 ${percentil(ms, 99).toFixed(1)} ms, máx ${Math.max(...ms).toFixed(1)} ms`,
    );
  };
  await escenario('Cargos de la semilla');
  await db.query(`UPDATE oferta SET nombre_cargo = nombre_cargo || ' ' || ($1::text[])[1 + id_oferta % array_length($1::text[], 1)] || ' ' || id_oferta`, [ESPECIALIDADES]);
  // The first suggestion after the change waits for the fresh copy (5-8 s at 50,000 offers): not a keystroke's time.
  await fetch(`${base}/api/busqueda/sugerencias?idDominio=857&texto=xx`);
  await escenario('Cada oferta con un cargo distinto');
});

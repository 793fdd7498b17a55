// `npm run bench:alertas [-- --alertas 10000 --ofertas 50000]`: one run of the job alerts over 10,000 due
// alerts and 50,000 offers on a fresh PGlite (DATABASE_URL=postgres://… measures PostgreSQL instead). The
// alerts search varied keywords and regions over the seed's newest week (its dates are fixed); the run claims, matches, queues the e-mails
// and advances each alert, as main.ts's schedule does. Prints the time and what it sent.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app';
import { crearProgramadorAlertas } from '../src/alertas/programador';
import { claveDeEnlaces } from '../src/auth/tokens-enlace';
import { openDb } from '../src/db/open';
import { prepararDb, secretoJwt } from '../src/db/preparar';

const { values } = parseArgs({ options: { alertas: { type: 'string', default: '10000' }, ofertas: { type: 'string', default: '50000' } } });
const PALABRAS = ['vendedor', 'enfermera', 'conductor', 'contador', 'desarrollador', 'cajero', 'bodeguero', 'analista', 'ingeniero', 'profesor', ''];

async function main() {
  const carpeta = mkdtempSync(join(tmpdir(), 'bench-alertas-'));
  const opened = await openDb({ ...process.env, DATA_DIR: join(carpeta, 'pglite') });
  try {
    let inicio = Date.now();
    await prepararDb(opened.db, Number(values.ofertas));
    const jwtSecret = await secretoJwt(opened.db);
    const app = await buildApp({ db: opened.db, jwtSecret });
    console.log(`Base con ${values.ofertas} ofertas lista en ${((Date.now() - inicio) / 1000).toFixed(1)} s`);
    // Every alert belongs to the demo candidate: the run does the same work whoever owns them.
    await opened.db.query(
      `INSERT INTO alerta (id_candidato, nombre, frecuencia, parametros, publicadas_hasta, proximo_envio)
       SELECT 1, 'Alerta ' || i, CASE WHEN i % 3 = 0 THEN 'SEMANAL' ELSE 'DIARIA' END,
              jsonb_strip_nulls(jsonb_build_object('idDominio', 857, 'palabraClave', NULLIF(($1::text[])[1 + i % array_length($1::text[], 1)], ''),
                                                   'region', CASE WHEN i % 2 = 0 THEN (1 + i % 16)::text END)),
              (SELECT max(fecha_publicacion) FROM oferta) - interval '7 days', now()
       FROM generate_series(1, $2::int) AS i`,
      [PALABRAS, Number(values.alertas)],
    );
    const programador = crearProgramadorAlertas({ db: app.db, k: app.k, buscador: app.buscador, clave: claveDeEnlaces(jwtSecret), origenes: app.origenesPortal }, console);
    inicio = Date.now();
    const { revisadas, enviadas } = await programador.ronda();
    const segundos = (Date.now() - inicio) / 1000;
    console.log(`Ronda de alertas: ${revisadas} alertas revisadas, ${enviadas} correos en cola, en ${segundos.toFixed(1)} s (${((segundos * 1000) / Math.max(revisadas, 1)).toFixed(2)} ms por alerta)`);
    await app.close();
  } finally {
    await opened.close();
    rmSync(carpeta, { recursive: true, force: true });
  }
}

main().catch((error: Error) => {
  console.error(`No se pudo medir: ${error.message}`);
  process.exit(1);
});

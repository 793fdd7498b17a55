// `npm run bench:alertas [-- --alertas 10000 --ofertas 50000]`: one run of the job alerts over 10,000 due
// alerts and 50,000 offers on a fresh PGlite (DATABASE_URL=postgres://… measures PostgreSQL instead). The
// alerts search varied keywords and regions over the seed's newest week (its dates are fixed); the run claims, matches, queues the e-mails
// and advances each alert, as main.ts's schedule does. Prints the time and what it sent.
import { parseArgs } from 'node:util';
import { crearProgramadorAlertas } from '../src/alertas/programador';
import { claveDeEnlaces } from '../src/auth/tokens-enlace';
import { medirSobreApi } from './api-de-bench';

const { values } = parseArgs({ options: { alertas: { type: 'string', default: '10000' }, ofertas: { type: 'string', default: '50000' } } });
const PALABRAS = ['vendedor', 'enfermera', 'conductor', 'contador', 'desarrollador', 'cajero', 'bodeguero', 'analista', 'ingeniero', 'profesor', ''];

void medirSobreApi({ nombre: 'alertas', ofertas: Number(values.ofertas) }, async ({ app, db, jwtSecret }) => {
  // Every alert belongs to the demo candidate: the run does the same work whoever owns them.
  await db.query(
    `INSERT INTO alerta (id_candidato, nombre, frecuencia, parametros, publicadas_hasta, proximo_envio)
     SELECT 1, 'Alerta ' || i, CASE WHEN i % 3 = 0 THEN 'SEMANAL' ELSE 'DIARIA' END,
            jsonb_strip_nulls(jsonb_build_object('idDominio', 857, 'palabraClave', NULLIF(($1::text[])[1 + i % array_length($1::text[], 1)], ''),
                                                 'region', CASE WHEN i % 2 = 0 THEN (1 + i % 16)::text END)),
            (SELECT max(fecha_publicacion) FROM oferta) - interval '7 days', now()
     FROM generate_series(1, $2::int) AS i`,
    [PALABRAS, Number(values.alertas)],
  );
  const programador = crearProgramadorAlertas({ db: app.db, k: app.k, buscador: app.buscador, clave: claveDeEnlaces(jwtSecret), origenes: app.origenesPortal }, console);
  const inicio = Date.now();
  const { revisadas, enviadas } = await programador.ronda();
  const segundos = (Date.now() - inicio) / 1000;
  console.log(`Ronda de alertas: ${revisadas} alertas revisadas, ${enviadas} correos en cola, en ${segundos.toFixed(1)} s (${((segundos * 1000) / Math.max(revisadas, 1)).toFixed(2)} ms por alerta)`);
});

#!/usr/bin/env node
// `npm run bench:busqueda`: search while offers change (issue 13). For each size (50,000 and 200,000 offers) it
// seeds a database on a throwaway PostgreSQL, starts the compiled api on it, warms it up and prints:
// - search latency p50/p99 of bench:api's mix (api/bench/consultas.mjs), of suggestions (autocomplete) and of
//   misspelt keywords, asked one at a time, first with no writes, then while a writer changes one offer a
//   second: in turn it publishes one, edits a title, moves one to another comuna with another salary, and
//   expires the one it published;
// - how long each change takes to reach search: from its COMMIT until the first search answer that shows it,
//   searching for it without pause (p50/p99);
// - the api's memory after each phase: RSS, and the V8 heap in use of its main thread and of its search
//   thread, which holds the copy of the offers, with the latter's typed arrays, and of every other thread, and
//   what is left of the RSS (api/bench/memoria.cjs);
// - the search thread's CPU per request of each phase, which the machine's other load barely changes (it
//   delays requests, so it moves their percentiles).
// PostgreSQL, not PGlite: the writer needs a connection of its own to the api's database.
// `--detalle <file>` also writes every request's milliseconds (size, phase, kind, path) as JSON lines, to find
// which queries make the tail.
//   node scripts/bench-busqueda.mjs [--ofertas 50000,200000] [--segundos 60] [--detalle <file>]
import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { calentamiento, mezcla } from '../api/bench/consultas.mjs';
import { percentil, timedGet } from './lib/bench.mjs';
import { buildApps } from './lib/build.mjs';
import { iniciarApi, imprimirMemoria } from './lib/memoria-api.mjs';
import { runOnSupportedNode } from './lib/node.mjs';
import { root } from './lib/paths.mjs';
import { startTestPostgres } from './lib/postgres.mjs';

await runOnSupportedNode();

const pg = createRequire(join(root, 'api', 'package.json'))('pg');
const { values } = parseArgs({ options: { ofertas: { type: 'string', default: '50000,200000' }, segundos: { type: 'string', default: '60' }, detalle: { type: 'string' } } });
const tamanos = values.ofertas.split(',').map(Number);
const segundos = Number(values.segundos);
if (tamanos.some((n) => !Number.isInteger(n) || n < 1) || !(segundos > 0)) throw new Error('Uso: --ofertas 50000,200000 --segundos 60');

const fmt = (n) => (Number.isNaN(n) ? '     -' : n.toFixed(1).padStart(7));
const esperar = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function fila(nombre, ms) {
  console.log(`  ${nombre.padEnd(44)} ${String(ms.length).padStart(5)} ${fmt(percentil(ms, 50))} ${fmt(percentil(ms, 99))} ${fmt(Math.max(...ms))}`);
}

async function iniciarApiEn(databaseUrl, ofertas) {
  // Errors only: the seed's e-mails find no SMTP server here, and their retries would interleave the tables.
  const api = await iniciarApi({ DATABASE_URL: databaseUrl, SEED_OFERTAS: String(ofertas), LOG_LEVEL: 'error' });
  console.log(`  api lista en ${api.segundosEnArrancar} s (migración, semilla de ${ofertas} ofertas y copia en memoria)`);
  return api;
}

const pedir = (url) => timedGet(url, 'json');

/** A word of letters only, different for each n, that the Spanish stemmer keeps apart from the seed's words. */
const palabra = (n) => `zq${n.toString(26).replace(/./g, (c) => String.fromCharCode(97 + parseInt(c, 26)))}x`;

/**
 * One write a second for `segundos`, each followed by searches without pause until one shows it: the
 * milliseconds from its commit to that answer, by kind of change.
 */
async function escribir(base, cliente, segundos) {
  const { rows } = await cliente.query(
    `SELECT id_oferta AS id FROM oferta WHERE estado = 'ACTIVA' AND fecha_expiracion > now() ORDER BY md5(id_oferta::text) LIMIT $1`,
    [segundos],
  );
  const { rows: maximo } = await cliente.query('SELECT max(id_oferta) AS n FROM oferta');
  let siguienteId = maximo[0].n + 1_000_000;
  const demoras = { publicar: [], 'editar título': [], 'cambiar comuna y sueldo': [], expirar: [] };
  let publicada;
  const buscarHasta = async (t0, ruta, seVe) => {
    for (;;) {
      const { cuerpo } = await pedir(`${base}/api/searchjob?idDominio=857&${ruta}`);
      if (seVe(cuerpo.ofertas.map((o) => o.idOferta))) return performance.now() - t0;
      if (performance.now() - t0 > 30_000) throw new Error(`La búsqueda no reflejó el cambio en 30 s (${ruta}).`);
    }
  };
  const fin = Date.now() + segundos * 1000;
  for (let i = 0; Date.now() < fin; i++) {
    const proxima = Date.now() + 1000;
    const id = rows[i % rows.length].id;
    const marca = palabra(i);
    let t0;
    if (i % 4 === 0) {
      publicada = { id: siguienteId++, marca };
      await cliente.query(
        `INSERT INTO oferta SELECT (jsonb_populate_record(o, jsonb_build_object('id_oferta', $1::int, 'nombre_cargo', $2::text,
           'fecha_publicacion', now(), 'fecha_expiracion', now() + interval '30 days', 'estado', 'ACTIVA'))).* FROM oferta o WHERE id_oferta = $3`,
        [publicada.id, `Operario ${marca}`, id],
      );
      t0 = performance.now();
      demoras.publicar.push(await buscarHasta(t0, `palabraClave=${marca}`, (ids) => ids.includes(publicada.id)));
    } else if (i % 4 === 1) {
      await cliente.query('UPDATE oferta SET nombre_cargo = $1 WHERE id_oferta = $2', [`Supervisor ${marca}`, id]);
      t0 = performance.now();
      demoras['editar título'].push(await buscarHasta(t0, `palabraClave=${marca}`, (ids) => ids.includes(id)));
    } else if (i % 4 === 2) {
      const sueldo = 9_000_000 + i * 10;
      const comuna = 1 + (i % 50);
      await cliente.query('UPDATE oferta SET id_comuna = $1, sueldo = $2, mostrar_sueldo = true WHERE id_oferta = $3', [comuna, sueldo, id]);
      t0 = performance.now();
      demoras['cambiar comuna y sueldo'].push(await buscarHasta(t0, `comuna=${comuna}&sueldoDesde=${sueldo}&sueldoHasta=${sueldo + 1}`, (ids) => ids.includes(id)));
    } else {
      await cliente.query(`UPDATE oferta SET estado = 'EXPIRADA' WHERE id_oferta = $1`, [publicada.id]);
      t0 = performance.now();
      demoras.expirar.push(await buscarHasta(t0, `palabraClave=${publicada.marca}`, (ids) => !ids.includes(publicada.id)));
    }
    await esperar(Math.max(0, proxima - Date.now()));
  }
  return demoras;
}

// Besides the mix: what the search box asks while a visitor types (suggestions), and misspelt keywords, whose
// words are looked up in the typo vocabulary; both read structures that follow each change of the offers.
const SUGERENCIAS = ['en', 'enfer', 'bod', 'vende', 'ing', 'conduc', 'vina del', 'san', 'garz', 'secre', 'prog', 'cajer'];
const CON_ERRORES = ['secretria', 'bodegero', 'enfermra', 'progamador', 'ingeniero comersial', 'vendedro', 'contdor', 'garsón', 'cajeero', 'recepcionsta'];

/** Every request, each with its kind: the mix's searches, suggestions and misspelt searches, interleaved. */
function rutasDeMedicion() {
  const rutas = mezcla(3).map((c) => ({ tipo: 'mezcla', ruta: c.ruta }));
  const sugerencias = SUGERENCIAS.map((texto) => ({ tipo: 'sugerencias', ruta: `/api/busqueda/sugerencias?idDominio=857&texto=${encodeURIComponent(texto)}` }));
  const errores = CON_ERRORES.map((palabra) => ({ tipo: 'con errores', ruta: `/api/searchjob?idDominio=857&orden=RANKING&palabraClave=${encodeURIComponent(palabra)}` }));
  // One suggestion and one misspelt search every few requests of the mix, as visitors type between searches.
  return rutas.flatMap((r, i) => (i % 4 ? [r] : [r, sugerencias[(i / 4) % sugerencias.length], errores[(i / 4) % errores.length]]));
}

/** The requests one at a time, until `seguir()` says stop (at least once through): milliseconds by kind. */
async function mezclaEnBucle(base, seguir, momento) {
  const rutas = rutasDeMedicion();
  const ms = { mezcla: [], sugerencias: [], 'con errores': [] };
  for (let i = 0; i < rutas.length || seguir(); i++) {
    const { tipo, ruta } = rutas[i % rutas.length];
    const { ms: tiempo } = await pedir(base + ruta);
    ms[tipo].push(tiempo);
    if (values.detalle) appendFileSync(values.detalle, `${JSON.stringify({ momento, tipo, ruta, ms: tiempo })}\n`);
  }
  return ms;
}

/**
 * The search thread's CPU between two memory readings, over the requests measured meanwhile: other processes
 * on the machine delay the thread but barely add to its CPU, so before and after compare on a busy machine.
 */
function cpuPorPeticion(antes, despues, ms) {
  const cpu = (medida) => Object.entries(medida.hilos).find(([archivo]) => archivo.startsWith('hilo-busqueda'))?.[1].cpu;
  const peticiones = Object.values(ms).reduce((suma, lista) => suma + lista.length, 0);
  return ((cpu(despues) - cpu(antes)) / 1000 / peticiones).toFixed(2);
}

function filas(momento, ms) {
  fila(`búsquedas de la mezcla, ${momento}`, ms.mezcla);
  fila(`sugerencias, ${momento}`, ms.sugerencias);
  fila(`palabras con errores, ${momento}`, ms['con errores']);
}

async function medir(pgServidor, ofertas) {
  console.log(`\n${ofertas} ofertas (PostgreSQL temporal):`);
  const admin = new pg.Client({ connectionString: pgServidor.url });
  await admin.connect();
  const nombre = `bench_busqueda_${ofertas}`;
  await admin.query(`DROP DATABASE IF EXISTS ${nombre}`);
  await admin.query(`CREATE DATABASE ${nombre}`);
  await admin.end();
  const url = new URL(pgServidor.url);
  url.pathname = `/${nombre}`;
  const api = await iniciarApiEn(url.toString(), ofertas);
  const cliente = new pg.Client({ connectionString: url.toString() });
  await cliente.connect();
  try {
    for (const ruta of calentamiento()) await pedir(api.base + ruta);
    const alCalentar = await api.memoria();
    imprimirMemoria('tras arrancar y calentar', alCalentar);
    console.log(`  ${'una petición a la vez'.padEnd(44)}     n    p50    p99    máx (ms)`);
    const sinEscrituras = await mezclaEnBucle(api.base, () => false, `${ofertas} sin escrituras`);
    filas('sin escrituras', sinEscrituras);
    const trasLeer = await api.memoria();
    let escribiendo = true;
    const escrituras = escribir(api.base, cliente, segundos).finally(() => (escribiendo = false));
    const [conEscrituras, demoras] = await Promise.all([mezclaEnBucle(api.base, () => escribiendo, `${ofertas} con escrituras`), escrituras]);
    filas(`1 escritura/s (${segundos} s)`, conEscrituras);
    console.log(`  ${'del COMMIT a la primera búsqueda que lo muestra'.padEnd(44)}     n    p50    p99    máx (ms)`);
    for (const [tipo, ms] of Object.entries(demoras)) fila(tipo, ms);
    fila('todas', Object.values(demoras).flat());
    const trasEscribir = await api.memoria();
    imprimirMemoria('tras las escrituras', trasEscribir);
    console.log(
      `  CPU del hilo de búsqueda por petición medida: ${cpuPorPeticion(alCalentar, trasLeer, sinEscrituras)} ms sin escrituras, ` +
        `${cpuPorPeticion(trasLeer, trasEscribir, conEscrituras)} ms con 1 escritura/s (con las búsquedas del escritor y sus cambios)`,
    );
  } finally {
    await cliente.end();
    await api.detener();
  }
}

// The api as production runs it: compiled (skipped when its sources are unchanged).
if (!(await buildApps({ apps: ['api'] }))[0].ok) process.exit(1);
const servidor = await startTestPostgres();
try {
  for (const ofertas of tamanos) await medir(servidor, ofertas);
} finally {
  await servidor.stop();
}

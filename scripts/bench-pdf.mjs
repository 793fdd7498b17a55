#!/usr/bin/env node
// The finding of security issue 21, measured: one account asks for its CV as PDF in 19 loops at once (a full
// CV: every section at its limit, a 1 MB PNG photo) while another client times /health and an offer's
// page, one request after another. Starts the compiled api (api/dist, or --api) on a fresh database in a temp
// folder; prints p50/p90/max of those latencies idle and under the loops, and the PDF answers by status.
// --ruta loops on another authenticated path instead (a cheap one, e.g. /api/curriculum, for comparison).
//   node scripts/bench-pdf.mjs [--api api/dist/main.js] [--segundos 20] [--bucles 19] [--ruta /api/curriculum/pdf]
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { crc32, deflateSync } from 'node:zlib';
import { demoCandidate } from './lib/apps.mjs';
import { percentil } from './lib/bench.mjs';
import { root } from './lib/paths.mjs';
import { freePort, waitForHttp } from './lib/ports.mjs';
import { serverEntry } from './lib/servers.mjs';

const { values } = parseArgs({ options: { api: { type: 'string' }, segundos: { type: 'string', default: '20' }, bucles: { type: 'string', default: '19' }, ruta: { type: 'string', default: '/api/curriculum/pdf' } } });
const entrada = values.api ? resolve(values.api) : serverEntry('api');

/** Random pixels, which no compression shrinks: 580×570 is just under the 1 MB a photo may weigh. */
function pngDeRuido(ancho, alto) {
  const bloque = (tipo, datos) => {
    const cuerpo = Buffer.concat([Buffer.from(tipo), datos]);
    const largo = Buffer.alloc(4);
    largo.writeUInt32BE(datos.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(cuerpo));
    return Buffer.concat([largo, cuerpo, crc]);
  };
  const cabecera = Buffer.from([0, 0, 0, 0, 0, 0, 0, 0, 8, 2, 0, 0, 0]);
  cabecera.writeUInt32BE(ancho, 0);
  cabecera.writeUInt32BE(alto, 4);
  const filas = Array.from({ length: alto }, () => Buffer.concat([Buffer.from([0]), randomBytes(ancho * 3)]));
  const firma = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([firma, bloque('IHDR', cabecera), bloque('IDAT', deflateSync(Buffer.concat(filas))), bloque('IEND', Buffer.alloc(0))]);
}

/** The demo candidate's CV filled to every limit (entries over a limit are refused with 422, and that is fine). */
async function cvCompleto(base, jwt) {
  const pedir = (method, ruta, json) =>
    fetch(base + ruta, { method, headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' }, body: JSON.stringify(json) }).then((r) => r.arrayBuffer());
  const texto = (n) => 'Coordinación de turnos, atención de público, cuadratura de caja y reposición de góndolas. '.repeat(30).slice(0, n);
  await pedir('PUT', '/api/curriculum/perfil', { resumen: texto(2000), cargoDeseado: 'Jefa de local', pretensionRenta: 1_200_000, disponibilidad: 'INMEDIATA', jornadas: [], modalidades: [], licencias: ['B'] });
  for (let i = 0; i < 20; i++) await pedir('POST', '/api/curriculum/experiencias', { cargo: `Encargada de local ${i}`, empresa: 'Supermercado Ñuble', inicio: '2015-01', termino: '2016-02', descripcion: texto(2000) });
  for (let i = 0; i < 10; i++) await pedir('POST', '/api/curriculum/estudios', { nivel: 'UNIVERSITARIO', institucion: `Universidad ${i}`, carrera: 'Ingeniería comercial', estado: 'TITULADO', inicio: '2008-03', termino: '2012-12' });
  for (const idioma of ['Inglés', 'Portugués', 'Francés', 'Alemán', 'Italiano', 'Japonés', 'Coreano', 'Ruso', 'Quechua', 'Aymara']) await pedir('POST', '/api/curriculum/idiomas', { idioma, nivel: 'AVANZADO' });
  for (let i = 0; i < 30; i++) await pedir('POST', '/api/curriculum/habilidades', { nombre: `Habilidad número ${i}` });
  const form = new FormData();
  form.set('foto', new Blob([pngDeRuido(580, 570)], { type: 'image/png' }), 'foto.png');
  const foto = await fetch(`${base}/api/curriculum/foto`, { method: 'PUT', headers: { authorization: `Bearer ${jwt}` }, body: form });
  if (!foto.ok) throw new Error(`PUT /api/curriculum/foto respondió ${foto.status}`);
}

/** Times `rutas` one request after another until `seguir()` says stop; ms per path. */
async function sondear(base, rutas, seguir) {
  const ms = Object.fromEntries(rutas.map((ruta) => [ruta, []]));
  while (seguir()) {
    for (const ruta of rutas) {
      const inicio = performance.now();
      await (await fetch(base + ruta)).arrayBuffer();
      ms[ruta].push(performance.now() - inicio);
    }
  }
  return ms;
}

const imprimir = (titulo, ms) => {
  for (const [ruta, lista] of Object.entries(ms)) {
    const f = (n) => n.toFixed(1).padStart(8);
    console.log(`  ${titulo.padEnd(22)} ${ruta.padEnd(18)} n=${String(lista.length).padStart(4)} p50 ${f(percentil(lista, 50))}  p90 ${f(percentil(lista, 90))}  máx ${f(Math.max(...lista))} ms`);
  }
};

const datos = mkdtempSync(join(tmpdir(), 'bench-pdf-'));
const port = await freePort();
const api = spawn(process.execPath, [entrada], {
  cwd: join(root, 'api'),
  env: { ...process.env, API_PORT: String(port), DATA_DIR: join(datos, 'pglite'), STORAGE_DIR: join(datos, 'archivos'), SEED_OFERTAS: '500', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
let vivo = true;
api.once('exit', () => (vivo = false));
try {
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/health`, { timeoutMs: 600_000, isAlive: () => vivo, name: 'la api' });
  const login = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ usuario: demoCandidate.correo, clave: demoCandidate.clave }) });
  const jwt = (await login.json()).login.jwt;
  await cvCompleto(base, jwt);
  const oferta = (await (await fetch(`${base}/api/searchjob?idDominio=857`)).json()).ofertas[0].idOferta;
  const rutas = ['/health', `/api/ofertas/${oferta}`];

  const finIdle = Date.now() + 5000;
  imprimir('sin carga', await sondear(base, rutas, () => Date.now() < finIdle));

  const fin = Date.now() + Number(values.segundos) * 1000;
  const estados = new Map();
  const bucles = Array.from({ length: Number(values.bucles) }, async () => {
    while (Date.now() < fin) {
      const respuesta = await fetch(base + values.ruta, { headers: { authorization: `Bearer ${jwt}` } });
      await respuesta.arrayBuffer();
      estados.set(respuesta.status, (estados.get(respuesta.status) ?? 0) + 1);
      // A client that honours Retry-After waits; one that loops at once is what the limits are for.
    }
  });
  const ms = await sondear(base, rutas, () => Date.now() < fin);
  await Promise.all(bucles);
  imprimir(`${values.bucles} bucles`, ms);
  console.log(`  respuestas a ${values.ruta} en ${values.segundos} s: ${[...estados].map(([s, n]) => `${n}× ${s}`).join(', ')}`);
} finally {
  if (vivo) await new Promise((listo) => (api.once('exit', listo), api.kill('SIGTERM')));
  rmSync(datos, { recursive: true, force: true });
}

#!/usr/bin/env node
// `npm run bench:durability`: does every write the api acknowledged survive a crash? Starts the compiled api
// alone (as the stack does) on a fresh database, and each round: signs in as the demo candidate, has several
// clients apply to offers (multipart, a CV file with those that take one) and save offers, kills the api
// with SIGKILL while they write, starts it again on the same data, stops it and counts the acknowledged
// (2xx) writes that are not in the database (or whose CV file is not whole). The figure must be 0.
// Traffic goes to 127.0.0.1 only.
//   node scripts/bench-durability.mjs [--db pglite|postgres|both] [--rondas 3] [--clientes 8]
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { demoCandidate } from './lib/apps.mjs';
import { buildApps } from './lib/build.mjs';
import { abrirBase } from './lib/bench-db.mjs';
import { runOnSupportedNode } from './lib/node.mjs';
import { freePort } from './lib/ports.mjs';
import { startTestPostgres } from './lib/postgres.mjs';
import { createStack } from './lib/stack.mjs';

await runOnSupportedNode();

const { values } = parseArgs({
  options: { db: { type: 'string', default: 'both' }, rondas: { type: 'string', default: '3' }, clientes: { type: 'string', default: '8' } },
});
const rondas = Math.min(Math.max(Number(values.rondas) || 3, 1), 10);
const clientes = Math.min(Math.max(Number(values.clientes) || 8, 1), 32);
if (!['pglite', 'postgres', 'both'].includes(values.db)) {
  console.error('--db pglite|postgres|both');
  process.exit(2);
}

// Offers an application needs nothing but a CV for: no questions, documents nor institution.
const POSTULABLES = `SELECT id_oferta AS id, tipo_curriculum_aceptado AS tipo FROM oferta o
  WHERE estado = 'ACTIVA' AND NOT postulacion_valida_institucion
    AND NOT EXISTS (SELECT 1 FROM oferta_pregunta p WHERE p.id_oferta = o.id_oferta)
    AND NOT EXISTS (SELECT 1 FROM oferta_documento d WHERE d.id_oferta = o.id_oferta)
  ORDER BY id_oferta`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

const escribir = {
  async postulacion(base, jwt, { id, tipo }) {
    const form = new FormData();
    form.set('idOferta', String(id));
    form.set('origen', 'WEB');
    form.set('respuestas', '[]');
    // NORMAL takes only the profile's CV; the others get a file, so the write stores one too.
    form.set('usarCurriculumPerfil', String(tipo === 'NORMAL'));
    if (tipo !== 'NORMAL') form.set('curriculum', new Blob([PDF], { type: 'application/pdf' }), 'cv.pdf');
    return fetch(`${base}/api/postulaciones`, { method: 'POST', headers: { authorization: `Bearer ${jwt}` }, body: form });
  },
  guardada: (base, jwt, { id }) => fetch(`${base}/api/ofertas-guardadas/${id}`, { method: 'PUT', headers: { authorization: `Bearer ${jwt}` } }),
};

async function iniciarSesion(base) {
  const respuesta = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ usuario: demoCandidate.correo, clave: demoCandidate.clave }),
  });
  if (!respuesta.ok) throw new Error(`POST /api/login respondió ${respuesta.status}`);
  const jwt = (await respuesta.json()).login.jwt;
  return { jwt, idCandidato: Number(JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url')).sub) };
}

/**
 * Clients write until the api dies under them: each takes the next pending write (applications and saved
 * offers alternate) and records it when the api answered 2xx. Returns the acknowledged writes (filled as they
 * come), the answers' status counts, the writes in flight, and `fin`, settled once every client stopped.
 */
function cargar(base, jwt, pendientes, vivo) {
  const confirmadas = [];
  const estados = new Map();
  let enCurso = 0;
  const cliente = async () => {
    while (vivo() && pendientes.length) {
      const escritura = pendientes.shift();
      enCurso += 1;
      try {
        const respuesta = await escribir[escritura.tipo](base, jwt, escritura.oferta);
        await respuesta.arrayBuffer();
        estados.set(respuesta.status, (estados.get(respuesta.status) ?? 0) + 1);
        if (respuesta.ok) confirmadas.push(escritura);
      } catch {
        // The connection died with the api: that write was never acknowledged.
      } finally {
        enCurso -= 1;
      }
    }
  };
  const todos = Promise.all(Array.from({ length: clientes }, cliente));
  return { confirmadas, estados, enCurso: () => enCurso, fin: todos };
}

async function medir(nombre, { env = {}, dataDir, storageDir, leer }) {
  const port = await freePort();
  const stack = createStack({
    services: ['api'],
    ports: { api: port },
    env: { ...env, STORAGE_DIR: storageDir, LOG_LEVEL: 'warn' },
    dataDir,
    log: () => {},
  });
  const base = stack.urls.api;
  console.log(`\n${nombre}: creando la base …`);
  await stack.startService('api');
  await stack.stopService('api');
  const [postulables] = await leer([[POSTULABLES]]);
  const porRonda = Math.floor(postulables.length / rondas);
  const esperadas = [];
  let faltan = 0;
  for (let ronda = 1; ronda <= rondas; ronda++) {
    await stack.startService('api');
    const { jwt, idCandidato } = await iniciarSesion(base);
    // This round's writes, applications and saved offers alternating.
    const pendientes = postulables.splice(0, porRonda).flatMap((oferta) => [
      { tipo: 'postulacion', oferta },
      { tipo: 'guardada', oferta },
    ]);
    let vivo = true;
    const carga = cargar(base, jwt, pendientes, () => vivo);
    // Mid-load whatever the speed: once a random 20-70 % of the round's writes has been acknowledged.
    const hasta = Math.round(pendientes.length * (0.2 + Math.random() * 0.5));
    while (carga.confirmadas.length < hasta && pendientes.length) await new Promise((r) => setTimeout(r, 5));
    const enCurso = carga.enCurso();
    await stack.crashService('api');
    vivo = false;
    await carga.fin;
    if (!pendientes.length) console.log('  (la api rechazó tantas escrituras que la carga terminó antes del SIGKILL)');

    await stack.startService('api');
    await stack.stopService('api');
    esperadas.push(...carga.confirmadas);
    const [postuladas, guardadas] = await leer([
      [
        `SELECT p.id_oferta AS id, a.clave FROM postulacion p LEFT JOIN archivo a ON a.id_archivo = p.id_archivo_curriculum
          WHERE p.id_candidato = $1`,
        [idCandidato],
      ],
      ['SELECT id_oferta AS id FROM oferta_guardada WHERE id_candidato = $1', [idCandidato]],
    ]);
    // An application sent with a CV counts only with its file whole in the storage folder.
    const completa = (f) => !f.clave || (existsSync(join(storageDir, f.clave)) && statSync(join(storageDir, f.clave)).size === PDF.length);
    const hay = {
      postulacion: new Set(postuladas.filter(completa).map((f) => f.id)),
      guardada: new Set(guardadas.map((f) => f.id)),
    };
    const perdidas = esperadas.filter((e) => !hay[e.tipo].has(e.oferta.id));
    faltan = perdidas.length;
    const estados = [...carga.estados].map(([s, n]) => `${s}×${n}`).join(' ');
    console.log(
      `  ronda ${ronda}: ${carga.confirmadas.length} escrituras confirmadas (respuestas ${estados}), ${enCurso} en curso al SIGKILL; ` +
        `tras reiniciar faltan ${faltan} de ${esperadas.length} confirmadas desde el inicio`,
    );
    for (const p of perdidas.slice(0, 5)) console.log(`    falta: ${p.tipo} de la oferta ${p.oferta.id}`);
  }
  await stack.stop();
  console.log(`${nombre}: ${faltan} escrituras confirmadas perdidas de ${esperadas.length}, en ${rondas} SIGKILL bajo carga de ${clientes} clientes`);
  return faltan;
}

const builds = await buildApps({ apps: ['api'] });
if (!builds[0].ok) process.exit(1);

const temporal = mkdtempSync(join(tmpdir(), 'portal-bench-durabilidad-'));
let perdidas = 0;
try {
  if (values.db !== 'postgres') {
    const dataDir = join(temporal, 'pglite');
    const storageDir = join(temporal, 'archivos-pglite');
    perdidas += await medir('PGlite', { env: { DATABASE_URL: '' }, dataDir, storageDir, leer: (consultas) => abrirBase({ dataDir }, consultas) });
  }
  if (values.db !== 'pglite') {
    const pg = await startTestPostgres();
    try {
      const storageDir = join(temporal, 'archivos-postgres');
      perdidas += await medir('PostgreSQL', { env: { DATABASE_URL: pg.url }, storageDir, leer: (consultas) => abrirBase({ url: pg.url }, consultas) });
    } finally {
      await pg.stop();
    }
  }
} finally {
  rmSync(temporal, { recursive: true, force: true });
}
process.exit(perdidas ? 1 : 0);

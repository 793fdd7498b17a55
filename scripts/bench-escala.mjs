#!/usr/bin/env node
// `npm run bench:escala` (issue 24): the portal past one machine, on this one. A throwaway PostgreSQL and an
// S3-protocol server (s3rver), two api replicas (ALMACEN=s3, one database), the mail catcher, the remotes, the
// edge behind nginx (the shared cache) and HAProxy in front of the replicas (infra/). Mixed load goes in through
// nginx; one replica dies with SIGKILL under it and starts again. Then it checks, and prints one line:
//   escala: 0 escrituras confirmadas perdidas de N; archivos leídos desde la otra réplica: N de N; correos
//   enviados una vez: N de N; límites compartidos: N de N; … req/s
// Exit 1 when an acknowledged write, a file or an e-mail is lost or doubled (two Message-IDs: what a recipient
// sees as two messages), or a limit is exceeded.
//   node scripts/bench-escala.mjs [--clientes 8] [--segundos 5]
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { binarios, iniciarHaproxy, iniciarNginx } from '../infra/balanceador.mjs';
import { demoCandidate, maildevSmtp, maildev, portsFromEnv, remotes } from './lib/apps.mjs';
import { abrirBase } from './lib/bench-db.mjs';
import { buildApps } from './lib/build.mjs';
import { comprobarCorreos, esperar, medir, rutaCanonica } from './lib/escala.mjs';
import { runOnSupportedNode } from './lib/node.mjs';
import { root } from './lib/paths.mjs';
import { freePort } from './lib/ports.mjs';
import { startTestPostgres } from './lib/postgres.mjs';
import { createStack } from './lib/stack.mjs';

await runOnSupportedNode();
const { values } = parseArgs({ options: { clientes: { type: 'string', default: '8' }, segundos: { type: 'string', default: '5' } } });
const clientes = Math.min(Math.max(Number(values.clientes) || 8, 1), 32);
const segundos = Math.min(Math.max(Number(values.segundos) || 5, 1), 60);
if (!binarios().haproxy || !binarios().nginx) {
  console.error('bench:escala necesita haproxy y nginx: apt-get install -y haproxy nginx-light (scripts/lib/system.mjs).');
  process.exit(1);
}
const requireFromApi = createRequire(join(root, 'api', 'package.json'));
const PDF = (n) => Buffer.from(`%PDF-1.4\n% ${n}\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`);
const POSTULABLES = `SELECT id_oferta AS id, tipo_curriculum_aceptado AS tipo FROM oferta o
  WHERE estado = 'ACTIVA' AND NOT postulacion_valida_institucion
    AND NOT EXISTS (SELECT 1 FROM oferta_pregunta p WHERE p.id_oferta = o.id_oferta)
    AND NOT EXISTS (SELECT 1 FROM oferta_documento d WHERE d.id_oferta = o.id_oferta)
  ORDER BY id_oferta LIMIT 400`;

const builds = await buildApps({ apps: ['api', ...remotes.map((r) => r.name), 'host', 'edge'] });
if (builds.some((b) => !b.ok)) process.exit(1);

const temporal = mkdtempSync(join(tmpdir(), 'portal-bench-escala-'));
const pg = await startTestPostgres();
const S3rver = requireFromApi('s3rver');
const s3 = new S3rver({ address: '127.0.0.1', port: 0, directory: join(temporal, 's3'), silent: true, configureBuckets: [{ name: 'archivos' }] });
const { port: puertoS3 } = await s3.run();

const puertos = { ...portsFromEnv(), host: await freePort(), [maildev.name]: await freePort(), [maildevSmtp.name]: await freePort() };
for (const r of remotes) puertos[r.name] = await freePort();
const [puertoA, puertoB, puertoHaproxy, puertoNginx] = [await freePort(), await freePort(), await freePort(), await freePort()];
const env = {
  DATABASE_URL: pg.url,
  ALMACEN: 's3',
  S3_ENDPOINT: `http://127.0.0.1:${puertoS3}`,
  S3_BUCKET: 'archivos',
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  // Alert runs every few seconds, on whichever replica claims them first.
  ALERTAS_INTERVALO_MS: '3000',
  LOG_LEVEL: 'warn',
};
const silencio = () => {};
const replica = (puerto) => createStack({ services: ['api'], ports: { ...puertos, api: puerto }, env, log: silencio });
const replicas = { r1: replica(puertoA), r2: replica(puertoB) };
// The edge asks HAProxy, not one replica: its `api` port is HAProxy's. The catcher keeps its messages in the
// throwaway folder (`dataDir` names it; the edge has no data of its own), never beside an earlier run's.
const frente = createStack({
  services: [maildev.name, ...remotes.map((r) => r.name), 'host'],
  ports: { ...puertos, api: puertoHaproxy },
  env,
  dataDir: join(temporal, 'datos'),
  log: silencio,
});
let haproxy;
let nginx;
let codigo;
try {
  console.log('Creando la base en PostgreSQL (primera réplica) …');
  await replicas.r1.startService('api');
  await replicas.r2.startService('api');
  haproxy = await iniciarHaproxy({ carpeta: join(temporal, 'haproxy'), puerto: puertoHaproxy, replicas: [{ nombre: 'r1', puerto: puertoA }, { nombre: 'r2', puerto: puertoB }] });
  await frente.start();
  nginx = await iniciarNginx({ carpeta: join(temporal, 'nginx'), puerto: puertoNginx, origenes: [puertos.host] });
  // Visitors come by a portal's host name: `localhost` is the demo CORPORATIVO portal. Any other host (127.0.0.1)
  // is no portal's, so the edge answers with the defaults and `no-cache` (host/server/page-cache.ts).
  const portal = `http://localhost:${puertoNginx}`;
  const edge = `http://localhost:${puertos.host}`;
  const directo = { r1: `http://127.0.0.1:${puertoA}`, r2: `http://127.0.0.1:${puertoB}` };

  const login = async (base) => {
    const r = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ usuario: demoCandidate.correo, clave: demoCandidate.clave }) });
    if (!r.ok) throw new Error(`POST /api/login respondió ${r.status}`);
    return (await r.json()).login.jwt;
  };
  const jwt = await login(portal);
  const auth = { authorization: `Bearer ${jwt}` };
  const idCandidato = Number(JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url')).sub);

  // 1. Files: each stored through one replica and read back through the other.
  let archivosBien = 0;
  const archivosTotal = 10;
  for (let i = 0; i < archivosTotal; i++) {
    const [sube, lee] = i % 2 ? ['r1', 'r2'] : ['r2', 'r1'];
    const form = new FormData();
    form.set('archivo', new Blob([PDF(`cv-${i}`)], { type: 'application/pdf' }), `cv-${i}.pdf`);
    const subida = await fetch(`${directo[sube]}/api/curriculum/archivo`, { method: 'PUT', headers: auth, body: form });
    await subida.arrayBuffer();
    const leido = await fetch(`${directo[lee]}/api/curriculum/archivo`, { headers: auth });
    if (subida.ok && leido.ok && Buffer.from(await leido.arrayBuffer()).equals(PDF(`cv-${i}`))) archivosBien += 1;
  }

  // 2. Limits: short links asked alternately of each replica, from one address, for less than a minute.
  let enlacesAceptados = 0;
  const LIMITE_ENLACES = 30; // ENLACES_POR_MINUTO (api/src/enlaces/enlaces.ts)
  for (let i = 0; i < LIMITE_ENLACES * 2; i++) {
    const r = await fetch(`${directo[i % 2 ? 'r1' : 'r2']}/api/enlaces-cortos`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: `http://localhost:${puertos.host}/trabajo-empleo?i=${i}` }) });
    await r.arrayBuffer();
    if (r.ok) enlacesAceptados += 1;
  }

  // 3. Writes under mixed load, through the front door, with one replica killed and started again.
  const [postulables] = await abrirBase({ url: pg.url }, [[POSTULABLES]]);
  const pendientes = postulables.flatMap((oferta) => [{ tipo: 'postulacion', oferta }, { tipo: 'guardada', oferta }]);
  const confirmadas = [];
  const lecturas = [
    () => `${portal}/api/searchjob?idDominio=857&palabraClave=vendedor`,
    () => `${portal}/trabajo/${postulables[Math.floor(Math.random() * postulables.length)].id}`,
    () => `${portal}/trabajo-empleo`,
  ];
  let lecturasFallidas = 0;
  let vivo = true;
  const escribir = {
    postulacion: ({ id, tipo }) => {
      const form = new FormData();
      form.set('idOferta', String(id));
      form.set('origen', 'WEB');
      form.set('respuestas', '[]');
      form.set('usarCurriculumPerfil', String(tipo === 'NORMAL'));
      if (tipo !== 'NORMAL') form.set('curriculum', new Blob([PDF(id)], { type: 'application/pdf' }), 'cv.pdf');
      return fetch(`${portal}/api/postulaciones`, { method: 'POST', headers: auth, body: form });
    },
    guardada: ({ id }) => fetch(`${portal}/api/ofertas-guardadas/${id}`, { method: 'PUT', headers: auth }),
  };
  const escritor = async () => {
    while (vivo && pendientes.length) {
      const e = pendientes.shift();
      try {
        const r = await escribir[e.tipo](e.oferta);
        await r.arrayBuffer();
        if (r.ok) confirmadas.push(e);
      } catch {
        // Never acknowledged.
      }
    }
  };
  const lector = async () => {
    while (vivo) {
      try {
        const r = await fetch(lecturas[Math.floor(Math.random() * lecturas.length)]());
        await r.arrayBuffer();
        if (r.status >= 500) lecturasFallidas += 1;
      } catch {
        lecturasFallidas += 1;
      }
      if (Math.random() < 0.05) await login(portal).catch(() => (lecturasFallidas += 1));
    }
  };
  const carga = Promise.all([...Array.from({ length: clientes }, escritor), ...Array.from({ length: 4 }, lector)]);
  while (confirmadas.length < pendientes.length / 3 && pendientes.length) await esperar(10);
  console.log(`SIGKILL a la réplica r1 con ${confirmadas.length} escrituras confirmadas …`);
  await replicas.r1.crashService('api');
  await esperar(3000);
  await replicas.r1.startService('api');
  while (pendientes.length) await esperar(50);
  vivo = false;
  await carga;

  const [postuladas, guardadas] = await abrirBase({ url: pg.url }, [
    ['SELECT id_oferta AS id FROM postulacion WHERE id_candidato = $1', [idCandidato]],
    ['SELECT id_oferta AS id FROM oferta_guardada WHERE id_candidato = $1', [idCandidato]],
  ]);
  const hay = { postulacion: new Set(postuladas.map((f) => f.id)), guardada: new Set(guardadas.map((f) => f.id)) };
  const perdidas = confirmadas.filter((e) => !hay[e.tipo].has(e.oferta.id)).length;
  const dobles = postuladas.length - hay.postulacion.size;

  // E-mails: once the outbox has drained (the alert runs and the dispatchers on their own), every message it
  // marked sent reached the catcher, as one message by Message-ID (scripts/lib/escala.mjs). A message the killed
  // replica handed to SMTP but did not mark goes out again when its claim lapses, as a copy with the same id.
  const correos = await comprobarCorreos({ url: pg.url, buzon: `http://127.0.0.1:${puertos[maildev.name]}` });
  const correosBien = correos.unaVez === correos.enviados && !correos.dobles && !correos.fallidos && !correos.atascados && !correos.ajenos;
  console.log(
    `  correos: ${correos.enviados} enviados tras ${correos.esperaS} s de espera; ${correos.perdidos} sin llegar, ${correos.dobles} con dos Message-ID, ` +
      `${correos.copias} copias SMTP con el mismo Message-ID, ${correos.sinMarcar} llegados sin marcar (saldrá una copia), ${correos.fallidos} con error, ` +
      `${correos.atascados} sin salir, ${correos.ajenos} ajenos; ${correos.reclamados} reclamados por la réplica muerta (salen al vencer su reclamo)`,
  );

  // 4. Throughput: one replica (the other in maintenance), then both; cached pages through nginx vs the edge.
  const busqueda = `${haproxy.url}/api/searchjob?idDominio=857&palabraClave=vendedor`;
  await haproxy.estado('r2', 'maint');
  const una = await medir(busqueda, { segundos, headers: auth });
  await haproxy.estado('r2', 'ready');
  await esperar(2500);
  const dos = await medir(busqueda, { segundos, headers: auth });
  // The offer page at its canonical URL, rendered by the edge each time, then from nginx's cache once warm
  // (two asks: the first stores it, the second must be a HIT).
  const oferta = await rutaCanonica(`${edge}/trabajo/${postulables[0].id}`);
  const renderizada = await medir(`${edge}${oferta}`, { segundos });
  for (let i = 0; i < 2; i++) await (await fetch(`${portal}${oferta}`)).arrayBuffer();
  const cacheada = await medir(`${portal}${oferta}`, { segundos });
  console.log(`  oferta ${oferta}: ${renderizada.hechas} renderizadas, ${cacheada.hechas} por nginx (${cacheada.fallidas + renderizada.fallidas} sin 2xx)`);

  const ok = perdidas === 0 && dobles === 0 && archivosBien === archivosTotal && correosBien && enlacesAceptados <= LIMITE_ENLACES;
  console.log(`  lecturas con error 5xx o sin respuesta durante la carga: ${lecturasFallidas}`);
  console.log(
    `escala: ${perdidas} escrituras confirmadas perdidas de ${confirmadas.length} (${dobles} dobles); archivos leídos desde la otra réplica: ${archivosBien} de ${archivosTotal}; ` +
      `correos enviados una vez: ${correos.unaVez} de ${correos.enviados} (${correos.dobles} dobles, ${correos.copias + correos.sinMarcar} copias con el mismo Message-ID); límites compartidos: ${enlacesAceptados} de ${LIMITE_ENLACES} enlaces aceptados; ` +
      `búsqueda ${una.rps.toFixed(0)} req/s con una réplica, ${dos.rps.toFixed(0)} con dos; oferta ${renderizada.rps.toFixed(0)} req/s renderizada, ` +
      `${cacheada.rps.toFixed(0)} req/s desde la caché (${(cacheada.rps / renderizada.rps).toFixed(1)}×, aciertos ${(cacheada.hit * 100).toFixed(0)} %)`,
  );
  codigo = ok ? 0 : 1;
} finally {
  await nginx?.stop();
  await haproxy?.stop();
  await frente.stop();
  await Promise.all(Object.values(replicas).map((s) => s.stop()));
  await s3.close();
  await pg.stop();
  rmSync(temporal, { recursive: true, force: true });
}
process.exit(codigo);

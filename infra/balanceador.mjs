// Starts HAProxy (in front of the api replicas) and nginx (the shared cache in front of the edges) from the
// templates beside this file, as the user who runs it, with every pid, socket, temporary file and cached page
// in `carpeta`. Used by the load balancer's test (api/test/balanceador.test.ts) and `npm run bench:escala`;
// production renders the same templates with its own addresses (README, «Topología»).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const plantilla = (nombre) => readFileSync(fileURLToPath(new URL(nombre, import.meta.url)), 'utf8');

/** Debian's binaries (scripts/lib/system.mjs installs them), or null for each one missing. */
export function binarios() {
  const buscar = (nombre) => ['/usr/sbin', '/usr/bin', '/usr/local/sbin'].map((d) => join(d, nombre)).find(existsSync) ?? null;
  return { haproxy: buscar('haproxy'), nginx: buscar('nginx') };
}

/** Fills every {{CLAVE}}; a key the template names and `valores` lacks is an error, not an empty hole. */
export function rellenar(texto, valores) {
  return texto.replace(/\{\{(\w+)\}\}/g, (_, clave) => {
    if (!(clave in valores)) throw new Error(`Falta el valor de {{${clave}}} en la plantilla.`);
    return String(valores[clave]);
  });
}

function esperarPuerto(puerto, proceso, nombre, salida, plazoMs = 20_000) {
  const hasta = Date.now() + plazoMs;
  return new Promise((resolve, reject) => {
    const intentar = () => {
      if (proceso.exitCode !== null || proceso.signalCode !== null) {
        return reject(new Error(`${nombre} terminó al arrancar:\n${salida.join('')}`));
      }
      const socket = connect(puerto, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > hasta) return reject(new Error(`${nombre} no abrió el puerto ${puerto}:\n${salida.join('')}`));
        setTimeout(intentar, 50);
      });
    };
    intentar();
  });
}

async function lanzar(nombre, binario, args, puerto) {
  const salida = [];
  const proceso = spawn(binario, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  proceso.stdout.on('data', (d) => salida.push(String(d)));
  proceso.stderr.on('data', (d) => salida.push(String(d)));
  const terminado = new Promise((r) => proceso.once('exit', r));
  try {
    await esperarPuerto(puerto, proceso, nombre, salida);
  } catch (error) {
    proceso.kill('SIGKILL');
    throw error;
  }
  return {
    salida,
    async stop() {
      if (proceso.exitCode === null && proceso.signalCode === null) proceso.kill('SIGTERM');
      await terminado;
    },
  };
}

/**
 * HAProxy on `direccion:puerto` (127.0.0.1 by default) in front of `replicas` ([{ nombre, puerto, host? }]).
 * `estado(nombre, 'drain' | 'ready' | 'maint')` changes a replica through the runtime API.
 */
export async function iniciarHaproxy({ carpeta, puerto, replicas, direccion = '127.0.0.1' }) {
  const { haproxy } = binarios();
  if (!haproxy) throw new Error('No está haproxy (apt-get install haproxy).');
  mkdirSync(carpeta, { recursive: true });
  const servidores = replicas.map((r) => `  server ${r.nombre} ${r.host ?? '127.0.0.1'}:${r.puerto}`).join('\n');
  const archivo = join(carpeta, 'haproxy.cfg');
  writeFileSync(archivo, rellenar(plantilla('./haproxy/api.cfg.tmpl'), { CARPETA: carpeta, DIRECCION: direccion, PUERTO: puerto, SERVIDORES: servidores }));
  // -db: in the foreground, so the process we hold is HAProxy itself.
  const proceso = await lanzar('haproxy', haproxy, ['-db', '-f', archivo], puerto);
  const socket = join(carpeta, 'haproxy.sock');
  const comando = (texto) =>
    new Promise((resolve, reject) => {
      const partes = [];
      const conexion = connect(socket, () => conexion.end(`${texto}\n`));
      conexion.on('data', (d) => partes.push(String(d)));
      conexion.once('error', reject);
      conexion.once('close', () => resolve(partes.join('')));
    });
  return {
    url: `http://127.0.0.1:${puerto}`,
    comando,
    estado: (nombre, estado) => comando(`set server api/${nombre} state ${estado}`),
    /** A replica's state as its health checks see it (UP, DOWN, DRAIN, MAINT…) and the sessions it serves now. */
    async replica(nombre) {
      const fila = (await comando('show stat')).split('\n').find((l) => l.startsWith(`api,${nombre},`))?.split(',') ?? [];
      return { estado: fila[17] ?? 'desconocido', sesiones: Number(fila[4] ?? 0) };
    },
    stop: proceso.stop,
  };
}

/** nginx on `direccion:puerto`, caching for the `origenes` (ports of the edges, or of anything that answers as one). */
export async function iniciarNginx({ carpeta, puerto, origenes, direccion = '127.0.0.1' }) {
  const { nginx } = binarios();
  if (!nginx) throw new Error('No está nginx (apt-get install nginx-light).');
  mkdirSync(carpeta, { recursive: true });
  const archivo = join(carpeta, 'nginx.conf');
  writeFileSync(
    archivo,
    rellenar(plantilla('./nginx/cache.conf.tmpl'), {
      CARPETA: carpeta,
      DIRECCION: direccion,
      PUERTO: puerto,
      ORIGENES: origenes.map((p) => `    server 127.0.0.1:${p};`).join('\n'),
      // Started by root (a CI container), nginx would hand its workers to `nobody`, who cannot write here.
      USUARIO: process.getuid?.() === 0 ? 'user root;' : '',
    }),
  );
  const proceso = await lanzar('nginx', nginx, ['-p', carpeta, '-c', archivo, '-e', join(carpeta, 'nginx-error.log')], puerto);
  return { url: `http://127.0.0.1:${puerto}`, stop: proceso.stop };
}

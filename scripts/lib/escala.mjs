// The checks and the measures of `npm run bench:escala` (scripts/bench-escala.mjs) that need more than a line.
import { abrirBase } from './bench-db.mjs';

export const esperar = (ms) => new Promise((r) => setTimeout(r, ms));

/** The header each e-mail carries with its outbox row's id (api/src/correo/despachador.ts), as maildev lowercases it. */
const CABECERA_ID = 'x-correo-saliente';
const FILAS = `SELECT id::text AS id, enviado IS NOT NULL AS enviado, ultimo_error, proximo_intento > now() AS reclamado
  FROM correo_saliente`;

/**
 * Waits until the outbox has drained (up to `plazoMs`), then matches it against the catcher message
 * by message, by the outbox id each one carries. The outbox is read before and after the catcher, so a message
 * sent between the reads is neither lost nor caught-but-unmarked.
 *
 * Once is counted as the recipient counts: by Message-ID. SMTP cannot be exactly-once: a sender killed after the
 * server accepted a message and before it marked the row sends it again when its claim lapses. Every attempt
 * carries the row's own Message-ID (api/src/correo/despachador.ts), which mail systems take as the same message;
 * such copies are counted apart (`copias`), and a double is a row that reached the catcher under two ids.
 *  - enviados: rows marked sent when the catcher was read, plus those caught but not yet marked (`sinMarcar`:
 *    their sender died between the send and the mark);
 *  - unaVez: those caught, every copy with the row's Message-ID; perdidos: not caught; dobles: caught under
 *    another or more than one Message-ID; copias: SMTP copies beyond the first, same Message-ID;
 *  - reclamados: unsent, not caught, claimed by a sender that died (sent when the claim lapses, bandeja.ts);
 *  - fallidos: unsent with an SMTP error; atascados: unsent, due and unclaimed when the wait ran out;
 *  - ajenos: caught with no id or one the outbox never had.
 */
export async function comprobarCorreos({ url, buzon, plazoMs = 120_000, quietoMs = 10_000 }) {
  const leerOutbox = async () => (await abrirBase({ url }, [[FILAS]]))[0];
  // Drained: nothing unsent, or only claims that stayed put for `quietoMs` (a live sender sends its claim in
  // seconds; a dead one's waits out RECLAMO_MS, five minutes).
  const inicio = Date.now();
  const sinEnviar = (filas) => filas.filter((f) => !f.enviado);
  let antes = await leerOutbox();
  let quietoDesde = Date.now();
  let clave = '';
  while (sinEnviar(antes).length && Date.now() < inicio + plazoMs) {
    const ahora = sinEnviar(antes).map((f) => `${f.id}:${f.reclamado && !f.ultimo_error}`).join();
    if (ahora !== clave) [clave, quietoDesde] = [ahora, Date.now()];
    else if (sinEnviar(antes).every((f) => f.reclamado && !f.ultimo_error) && Date.now() - quietoDesde >= quietoMs) break;
    await esperar(1000);
    antes = await leerOutbox();
  }
  const respuesta = await fetch(`${buzon}/api/email`);
  if (!respuesta.ok) throw new Error(`GET ${buzon}/api/email respondió ${respuesta.status}`);
  const recibidos = await respuesta.json();
  const despues = new Map((await leerOutbox()).map((f) => [f.id, f]));
  const copias = new Map();
  for (const c of recibidos) {
    const id = c.headers?.[CABECERA_ID];
    copias.set(id, [...(copias.get(id) ?? []), c.messageId ?? c.headers?.['message-id']]);
  }
  const soloSuId = (id) => copias.get(id).every((mensaje) => typeof mensaje === 'string' && mensaje.startsWith(`<correo-${id}@`));

  const enviados = antes.filter((f) => f.enviado || copias.has(f.id));
  const pendientes = antes.filter((f) => !enviados.includes(f));
  const llegados = enviados.filter((f) => copias.has(f.id));
  return {
    enviados: enviados.length,
    unaVez: llegados.filter((f) => soloSuId(f.id)).length,
    perdidos: enviados.length - llegados.length,
    dobles: llegados.filter((f) => !soloSuId(f.id)).length,
    copias: llegados.reduce((n, f) => n + copias.get(f.id).length - 1, 0),
    sinMarcar: enviados.filter((f) => !despues.get(f.id)?.enviado).length,
    reclamados: pendientes.filter((f) => f.reclamado && !f.ultimo_error).length,
    fallidos: pendientes.filter((f) => f.ultimo_error).length,
    atascados: pendientes.filter((f) => !f.reclamado && !f.ultimo_error).length,
    ajenos: [...copias].filter(([id]) => !despues.has(id)).reduce((n, [, v]) => n + v.length, 0),
    esperaS: Math.round((Date.now() - inicio) / 1000),
  };
}

/** The path the edge gives as an offer page's canonical URL (`/trabajo/{slug}-{id}`), as visitors and crawlers reach it. */
export async function rutaCanonica(url, headers = {}) {
  const r = await fetch(url, { headers });
  const html = await r.text();
  const href = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  if (!r.ok || !href) throw new Error(`${url} respondió ${r.status} sin URL canónica`);
  return new URL(href).pathname;
}

/**
 * Requests per second of `conexiones` clients asking `url` for `segundos`, and the share of answers nginx gave
 * from its cache (X-Cache-Status: HIT) in that window.
 */
export async function medir(url, { segundos, headers = {}, conexiones = 10 }) {
  let hechas = 0;
  let hits = 0;
  let fallidas = 0;
  const inicio = Date.now();
  const hasta = inicio + segundos * 1000;
  await Promise.all(
    Array.from({ length: conexiones }, async () => {
      while (Date.now() < hasta) {
        const r = await fetch(url, { headers });
        await r.arrayBuffer();
        hechas += 1;
        if (!r.ok) fallidas += 1;
        if (r.headers.get('x-cache-status') === 'HIT') hits += 1;
      }
    }),
  );
  const duracion = (Date.now() - inicio) / 1000;
  return { rps: hechas / duracion, hit: hechas ? hits / hechas : 0, hechas, fallidas };
}

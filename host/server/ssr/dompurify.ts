// DOMPurify for the edge: without a DOM it returns HTML unsanitised, so the server render gets one from jsdom.
// The edge bundle hands this to @portal/shared/safe-html in place of the browser's (scripts/lib/servers.mjs).
import createDOMPurify, { type Config } from 'dompurify';
import { JSDOM } from 'jsdom';

const purify = createDOMPurify(new JSDOM('').window);

/** How many sanitised strings the edge keeps, the most recently used first. */
export const SANEADOS_EN_MEMORIA = 256;
/** Longer HTML is sanitised each time: the memory holds at most this many characters per entry. */
const LARGO_MAXIMO = 64_000;

// jsdom builds a document for every call, a fifth of an offer's render. An offer's description is the same for
// each visitor of it, and sanitising depends only on the string and the options (no hooks are added).
const sanitizarConJsdom = purify.sanitize.bind(purify);
const saneados = new Map<string, string>();

function sanitizarRecordando(dirty: string, config: Config): string {
  const clave = `${JSON.stringify(config)}\u0000${dirty}`;
  const conocido = saneados.get(clave);
  if (conocido !== undefined) {
    saneados.delete(clave);
    saneados.set(clave, conocido);
    return conocido;
  }
  const limpio = String(sanitizarConJsdom(dirty, config));
  if (dirty.length <= LARGO_MAXIMO) {
    saneados.set(clave, limpio);
    if (saneados.size > SANEADOS_EN_MEMORIA) saneados.delete(saneados.keys().next().value as string);
  }
  return limpio;
}

purify.sanitize = ((dirty: string | Node, config: Config = {}) =>
  typeof dirty === 'string' && !config.RETURN_DOM && !config.RETURN_DOM_FRAGMENT && !config.RETURN_TRUSTED_TYPE
    ? sanitizarRecordando(dirty, config)
    : sanitizarConJsdom(dirty, config)) as typeof purify.sanitize;

export default purify;

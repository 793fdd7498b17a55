// The short links' rows: which URLs may be shortened, creating a code (the same URL keeps its code),
// finding one and counting its clicks.
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { apiError } from '../errors';
import { codigoNuevo, esCodigo } from './codigo';
import { esOrigenDeUnPortal } from '../portal/origenes';
import { esRutaExcluida } from './ruta';

/** Short links one address may create a minute (sharing an offer creates one per network). */
export const ENLACES_POR_MINUTO = 30;

/** The URL when it is an http(s) page on a portal's configured origin, without credentials; otherwise a 400. */
export async function urlPermitida(k: Kysely<Database>, texto: string, origenes: readonly URL[]): Promise<URL> {
  const url = URL.canParse(texto) ? new URL(texto) : null;
  const dominios = new Set((await k.selectFrom('dominio').select('dominio').execute()).map((d) => d.dominio));
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.username || url.password || esRutaExcluida(url.pathname) || !esOrigenDeUnPortal(url, origenes, dominios)) {
    throw apiError('URL_NO_PERMITIDA');
  }
  return url;
}

/** A unique violation here can only be the code: a URL shortened before is the ON CONFLICT below. */
const esCodigoRepetido = (error: unknown) => (error as { code?: string }).code === '23505';

/** The link's code: the existing one for a URL already shortened, else a new random one. */
export async function codigoPara(k: Kysely<Database>, url: string): Promise<string> {
  for (let intento = 0; ; intento++) {
    try {
      // The no-op update makes RETURNING give the existing row of a URL shortened before.
      const { codigo } = await k
        .insertInto('enlace_corto')
        .values({ url, codigo: codigoNuevo() })
        .onConflict((oc) => oc.column('url').doUpdateSet({ url }))
        .returning('codigo')
        .executeTakeFirstOrThrow();
      return codigo;
    } catch (error) {
      // Two random codes colliding is all but impossible: a few retries are plenty.
      if (!esCodigoRepetido(error) || intento >= 3) throw error;
    }
  }
}

export async function enlace(k: Kysely<Database>, codigo: string) {
  const fila = esCodigo(codigo) ? await k.selectFrom('enlace_corto').select(['url', 'clics']).where('codigo', '=', codigo).executeTakeFirst() : undefined;
  if (!fila) throw apiError('ENLACE_NO_ENCONTRADO');
  return fila;
}

export async function contarClic(k: Kysely<Database>, codigo: string): Promise<void> {
  await k.updateTable('enlace_corto').set((eb) => ({ clics: eb('clics', '+', 1) })).where('codigo', '=', codigo).execute();
}

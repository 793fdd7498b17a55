// A call's answer schema fetched with its first request rather than with every page: valibot and the contract's
// schemas (about 4 KB gz on a results page) are not needed by a first view, whose answers came with its HTML
// (issue 27). ky and getAnticipado validate through the Standard Schema interface, which may answer later.
import type { StandardSchemaV1 } from 'ky';

export interface EsquemaAlUsar<Salida> extends StandardSchemaV1<unknown, Salida> {
  /** Starts loading the schema beside the request it will validate, and returns it for that request. */
  cargando(): StandardSchemaV1<unknown, Salida>;
}

/** A schema loaded by `cargar` when first asked for; a failed load is tried again by the next request. */
export function esquemaAlUsar<Salida>(cargar: () => Promise<StandardSchemaV1<unknown, Salida>>): EsquemaAlUsar<Salida> {
  let esquema: Promise<StandardSchemaV1<unknown, Salida>> | null = null;
  const pedir = () => {
    esquema ??= cargar().catch((error: unknown) => {
      esquema = null;
      throw error;
    });
    return esquema;
  };
  const diferido: EsquemaAlUsar<Salida> = {
    '~standard': {
      version: 1,
      vendor: 'portal',
      validate: async (valor) => (await pedir())['~standard'].validate(valor),
    },
    cargando() {
      // A load that fails now is retried by validate(), whose failure the request reports.
      pedir().catch(() => undefined);
      return diferido;
    },
  };
  return diferido;
}

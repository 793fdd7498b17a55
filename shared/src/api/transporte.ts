// The api's transport, ky (about 8.7 KB gz), fetched with the first request rather than with every page: a first
// view's answers come with its HTML. Once loaded, each request is ky's own (its errors, retries, timeouts, hooks).
import type { KyInstance, KyResponse, Options, ResponsePromise } from 'ky';

const METODOS = ['get', 'post', 'put', 'patch', 'head', 'delete'] as const;
const CUERPOS = ['json', 'text', 'blob', 'arrayBuffer', 'formData', 'bytes'] as const;

type Metodo = (typeof METODOS)[number];
type Cuerpo = (typeof CUERPOS)[number];

/** What the portal's calls use of a ky instance: a request per method. */
export type Transporte = Pick<KyInstance, Metodo>;

let ky: Promise<KyInstance> | null = null;

function cargarKy(): Promise<KyInstance> {
  ky ??= import('ky').then(
    (modulo) => modulo.default,
    (error: unknown) => {
      // A chunk that failed to load is asked for again by the next request.
      ky = null;
      throw error;
    },
  );
  return ky;
}

/**
 * One request: sent by ky once it is loaded. A body method called right away (`get(…).json(schema)`, as every
 * call does) is called on ky's own answer in the same task, so ky still sets the Accept header it implies.
 */
function pedir(instancia: () => Promise<KyInstance>, metodo: Metodo, input: Parameters<KyInstance['get']>[0], options?: Options): ResponsePromise {
  let real: ResponsePromise | null = null;
  const lecturas: Array<(respuesta: ResponsePromise) => void> = [];
  const respuesta: Promise<KyResponse> = instancia().then((kyInstancia) => {
    real = kyInstancia[metodo](input, options);
    for (const leer of lecturas) leer(real);
    return real;
  });
  const cuerpo = (nombre: Cuerpo) =>
    (...args: unknown[]) => {
      // The body's promise carries the request's failure: the answer's own is not left unhandled.
      respuesta.catch(() => undefined);
      const leer = (r: ResponsePromise) => (r[nombre] as (...a: unknown[]) => Promise<unknown>)(...args);
      if (real) return leer(real);
      return new Promise((resolve, reject) => lecturas.push((r) => leer(r).then(resolve, reject)));
    };
  return Object.assign(respuesta, Object.fromEntries(CUERPOS.map((nombre) => [nombre, cuerpo(nombre)]))) as unknown as ResponsePromise;
}

/** `ky.create(opciones)`, loading ky with its first request. */
export function transporte(opciones: Options): Transporte {
  let instancia: Promise<KyInstance> | null = null;
  const crear = () => {
    instancia ??= cargarKy().then(
      (kyBase) => kyBase.create(opciones),
      (error: unknown) => {
        instancia = null;
        throw error;
      },
    );
    return instancia;
  };
  return Object.fromEntries(
    METODOS.map((metodo) => [metodo, (input: Parameters<KyInstance['get']>[0], options?: Options) => pedir(crear, metodo, input, options)]),
  ) as unknown as Transporte;
}

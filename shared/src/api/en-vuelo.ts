// Requests under way, by useQuery key: a reader of a key whose request is already under way (an offer page and
// its metadata, mounted together) shares it instead of asking again. Keys name one answer across the portal.

interface EnVuelo {
  respuesta: Promise<unknown>;
  controller: AbortController;
  lectores: number;
}

const enVuelo = new Map<string, EnVuelo>();

function olvidar(key: string, pedido: EnVuelo) {
  if (enVuelo.get(key) === pedido) enVuelo.delete(key);
}

/**
 * `fetcher`'s answer for `key`, shared with every reader that asks while it is under way. A reader's `signal`
 * only lets it go; the request itself is aborted once every reader has let it go.
 */
export function pedirCompartido<T>(key: string, fetcher: (signal: AbortSignal) => Promise<T>, signal: AbortSignal): Promise<T> {
  let pedido = enVuelo.get(key);
  if (!pedido) {
    const controller = new AbortController();
    // A fetcher that throws before it asks (no client configured, a bad argument) fails like a request.
    const respuesta = new Promise<T>((resolve) => { resolve(fetcher(controller.signal)); });
    const nuevo: EnVuelo = { respuesta, controller, lectores: 0 };
    respuesta.then(() => olvidar(key, nuevo), () => olvidar(key, nuevo));
    enVuelo.set(key, nuevo);
    pedido = nuevo;
  }
  const compartido = pedido;
  compartido.lectores += 1;
  signal.addEventListener(
    'abort',
    () => {
      compartido.lectores -= 1;
      if (compartido.lectores > 0) return;
      olvidar(key, compartido);
      compartido.controller.abort();
    },
    { once: true },
  );
  return compartido.respuesta as Promise<T>;
}

// Requests sent to a worker thread and waiting for their answers, by id: the one bookkeeping of the api's
// threads (PGlite's, the search's, the costly jobs').

interface Espera<T> {
  resolve: (valor: T) => void;
  reject: (error: Error) => void;
}

export class Pendientes<T = unknown> {
  private readonly esperando = new Map<number, Espera<T>>();
  private siguiente = 1;

  /** Requests under way. */
  get cantidad(): number {
    return this.esperando.size;
  }

  /** A new request's id, and the answer it will get; `id` for one the thread sends unasked (a ready signal). */
  nuevo(id = this.siguiente++): { id: number; respuesta: Promise<T> } {
    const respuesta = new Promise<T>((resolve, reject) => {
      this.esperando.set(id, { resolve, reject });
    });
    return { id, respuesta };
  }

  /** The thread's answer to `id`: a value, or its error. An id no longer waited for (given up) is dropped. */
  contestar(id: number, respuesta: { valor: T } | { error: Error }): void {
    const espera = this.esperando.get(id);
    if (!espera) return;
    this.esperando.delete(id);
    if ('error' in respuesta) espera.reject(respuesta.error);
    else espera.resolve(respuesta.valor);
  }

  /** Stops waiting for `id` (its caller gave up). */
  olvidar(id: number): void {
    this.esperando.delete(id);
  }

  /** The thread is gone: every request under way fails with `error`. */
  fallarTodos(error: Error): void {
    for (const espera of this.esperando.values()) espera.reject(error);
    this.esperando.clear();
  }
}

// A small in-process cache with a time to live and a size cap (oldest entry evicted first). Values are
// promises, so concurrent requests for the same key share one database round trip.
export class CacheTtl<V> {
  private readonly entradas = new Map<string, { vence: number; valor: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maximo = 1000,
  ) {}

  obtener(clave: string, calcular: () => Promise<V>): Promise<V> {
    const ahora = Date.now();
    const entrada = this.entradas.get(clave);
    if (entrada && entrada.vence > ahora) return entrada.valor;
    const valor = calcular();
    this.entradas.delete(clave);
    this.entradas.set(clave, { vence: ahora + this.ttlMs, valor });
    if (this.entradas.size > this.maximo) this.entradas.delete(this.entradas.keys().next().value!);
    // A failed computation is not remembered.
    valor.catch(() => this.entradas.get(clave)?.valor === valor && this.entradas.delete(clave));
    return valor;
  }
}

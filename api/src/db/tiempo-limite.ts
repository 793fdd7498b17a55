// A promise that gives up after a while: a database that stops answering must fail a request, never hang it.
export function conTiempoLimite<T>(promesa: Promise<T>, ms: number, error: () => Error): Promise<T> {
  let reloj: NodeJS.Timeout | undefined;
  const limite = new Promise<never>((_, reject) => {
    reloj = setTimeout(() => reject(error()), ms);
  });
  return Promise.race([promesa, limite]).finally(() => clearTimeout(reloj));
}

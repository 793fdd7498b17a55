/**
 * A value built on first use and kept. Intl formatters cost milliseconds each to build on a phone, and
 * building them all when the module loads put that cost inside the page's first long task.
 */
export function alUsar<T>(crear: () => T): () => T {
  let valor: T | undefined;
  return () => (valor ??= crear());
}

/** The promise's outcome, or a rejection once `ms` pass without one (the page then renders in the browser). */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${String(ms)} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

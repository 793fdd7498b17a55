/**
 * Lets the browser run what is waiting (input, paint) before the next step of the start-up: one step after
 * another in the same task made a long task of a quarter of a second on a mid-range phone, which counts
 * as blocking time however fast each step is.
 */
export function cederAlNavegador(): Promise<void> {
  const planificador = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (planificador?.yield) return planificador.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

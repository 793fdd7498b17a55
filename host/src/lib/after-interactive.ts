/**
 * Runs `run` once the page is interactive: after the window's load event (the page's own scripts and
 * chunks first), then when the main thread is idle (at most `idleTimeoutMs` later). Returns a cancel
 * function. For third-party scripts, which must never compete with the page's first view.
 */
export function afterPageInteractive(run: () => void, idleTimeoutMs = 4000): () => void {
  let cancelled = false;
  let idleId: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const go = () => {
    if (!cancelled) run();
  };
  const whenIdle = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') idleId = window.requestIdleCallback(go, { timeout: idleTimeoutMs });
    else timer = setTimeout(go, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', whenIdle);
    if (idleId !== undefined) window.cancelIdleCallback(idleId);
    if (timer !== undefined) clearTimeout(timer);
  };
}

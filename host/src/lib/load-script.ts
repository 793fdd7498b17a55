const loading = new Map<string, Promise<void>>();

/**
 * Adds an external `<script async>` to the document and settles when it has loaded: rejects with
 * "Error al cargar script" (SPEC.md section 8) when it cannot be fetched. A URL is added once; after a
 * failure a later call tries again.
 */
export function loadScript(src: string, attrs: Record<string, string> = {}): Promise<void> {
  const pending = loading.get(src);
  if (pending) return pending;
  const load = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    for (const [name, value] of Object.entries(attrs)) script.setAttribute(name, value);
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      loading.delete(src);
      script.remove();
      reject(new Error('Error al cargar script'));
    });
    document.head.append(script);
  });
  loading.set(src, load);
  return load;
}

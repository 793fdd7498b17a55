// A subpath of its own (@portal/shared/safe-html), not part of the ui kit. DOMPurify (about 11 KB gz) is fetched
// only when the browser itself must sanitise (a page reached by navigating, a toast): a page the edge rendered
// hydrates with the markup the edge already sanitised, so an offer's or an article's first view goes without it.
import { use, useId, useMemo, useState } from 'react';

type Purificador = typeof import('dompurify').default;

let purificador: Promise<Purificador> | null = null;

/** DOMPurify, fetched once when first needed (on the edge, its jsdom copy: scripts/lib/servers.mjs). */
function cargarPurificador(): Promise<Purificador> {
  purificador ??= import('dompurify').then(
    (modulo) => {
      // How React's `use` reads a settled promise at once: later renders sanitise without suspending.
      Object.assign(purificador ?? {}, { status: 'fulfilled', value: modulo.default });
      return modulo.default;
    },
    (error: unknown) => {
      // A chunk that failed to arrive is asked for again by the next render.
      purificador = null;
      throw error;
    },
  );
  return purificador;
}

/**
 * Loads DOMPurify ahead of the first render that needs it: the edge calls it at start, as its renders have a
 * deadline (a first offer page that waited for jsdom was sent unrendered, and the browser then fetched DOMPurify);
 * a result card calls it when a tap is near, so the offer's description does not wait for it.
 */
export function precargarPurificador(): void {
  cargarPurificador().catch(() => undefined);
}

function sanitizar(purify: Purificador, html: string): string {
  // Without a DOM (a server render without the edge's jsdom copy) DOMPurify returns its input as it is.
  if (!purify.isSupported) return '';
  return purify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'] });
}

/**
 * The markup the edge rendered and sanitised for this element, found by its id while the page hydrates (useId
 * gives server and browser the same id), or null in a render of the browser's own or on the server.
 */
function markupDelServidor(id: string): string | null {
  if (typeof document === 'undefined') return null;
  return document.getElementById(id)?.innerHTML ?? null;
}

/** Untrusted HTML (offer descriptions, articles, toasts), sanitised before it reaches the DOM. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const id = useId();
  const [hidratado] = useState(() => ({ html, markup: markupDelServidor(id) }));
  const delServidor = hidratado.markup !== null && hidratado.html === html;
  // Any other HTML (another offer in the same place, a render in the browser) waits for DOMPurify.
  const purify = delServidor ? null : use(cargarPurificador());
  const clean = useMemo(() => (purify ? sanitizar(purify, html) : (hidratado.markup ?? '')), [purify, html, hidratado]);
  return <div id={id} className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

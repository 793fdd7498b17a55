// A subpath of its own (@portal/shared/safe-html), not part of the ui kit: DOMPurify (about 11 KB gz) is then
// fetched only by the pages that show untrusted HTML, not by every page that uses a Button.
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** The latest sanitised texts by their HTML: an offer prefetched ahead of a tap is sanitised then, not at the tap. */
const saneados = new Map<string, string>();
/** Texts kept at most: the oldest goes first. */
const MAXIMO = 24;

/** Sanitises untrusted HTML (offer descriptions, toasts) before it reaches the DOM. */
export function sanitizeHtml(html: string): string {
  // Without a DOM (a server render without the edge's jsdom copy) DOMPurify returns its input as it is.
  if (!DOMPurify.isSupported) return '';
  let limpio = saneados.get(html);
  if (limpio === undefined) {
    limpio = DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'] });
    saneados.set(html, limpio);
    if (saneados.size > MAXIMO) saneados.delete(saneados.keys().next().value as string);
  }
  return limpio;
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

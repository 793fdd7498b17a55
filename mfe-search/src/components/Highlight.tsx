import type { ReactNode } from 'react';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" };

/** Text of the api's escaped HTML: any tag is removed, never rendered, and entities become characters. */
function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity);
}

/**
 * Renders a highlighted field of a search result (`nombreCargoDestacado`, `extractoDestacado`): only the
 * `<mark>` pairs become elements, everything else is text, so no markup of an offer can reach the page.
 */
export function Highlight({ html }: { html: string }) {
  const parts: ReactNode[] = html.split(/<mark>([\s\S]*?)<\/mark>/).map((part, index) =>
    index % 2 === 1 ? <mark key={index}>{plainText(part)}</mark> : plainText(part),
  );
  return <>{parts}</>;
}

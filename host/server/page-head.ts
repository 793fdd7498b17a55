// The per-page <head> tags the edge writes into index.html, so crawlers and link previews that run no
// JavaScript see what the browser will show. Every value comes from data: every one is escaped.
import type { PageMeta } from '@portal/shared/metadatos';
import { jsonForScript } from '@portal/shared/routes';

// Same attribute names as host/src/lib/page-metadata/apply-page-meta.ts, which replaces these tags on navigation.
const PAGE_META = 'data-page-meta';
const JSON_LD_PATH = 'data-page-path';

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}


export function renderHead(meta: PageMeta, jsonLd?: { path: string; data: unknown }): string {
  const tag = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${escapeHtml(name)}" content="${escapeHtml(content)}" ${PAGE_META} />`;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    tag('name', 'description', meta.description),
    tag('name', 'robots', meta.robots),
    ...(meta.canonical ? [`<link rel="canonical" href="${escapeHtml(meta.canonical)}" ${PAGE_META} />`] : []),
    ...Object.entries(meta.openGraph).map(([property, content]) => tag('property', property, content)),
    ...Object.entries(meta.twitter).map(([name, content]) => tag('name', name, content)),
    ...(jsonLd
      ? [`<script type="application/ld+json" ${JSON_LD_PATH}="${escapeHtml(jsonLd.path)}">${jsonForScript(jsonLd.data)}</script>`]
      : []),
  ];
  return tags.join('\n    ');
}

/** index.html with the template's generic title and description replaced by the page's head tags. */
export function withHead(indexHtml: string, head: string): string {
  // The build minifies index.html: attribute quotes may be gone.
  const html = indexHtml.replace(/<title>[\s\S]*?<\/title>\s*/i, '').replace(/<meta\s+name=["']?description(?=[\s"'/>])[^>]*>\s*/i, '');
  if (!html.includes('</head>')) throw new Error('index.html has no </head>: the edge cannot add the page metadata.');
  // A function, so a `$&` in some offer's text is not read as a replacement pattern.
  return html.replace('</head>', () => `  ${head}\n  </head>`);
}

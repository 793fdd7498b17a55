import type { PageMeta } from '@portal/shared/metadatos';

/**
 * Tags the edge server writes into index.html and this module rewrites on every navigation carry this
 * attribute, so each page replaces the previous page's set instead of adding to it.
 */
export const PAGE_META_ATTRIBUTE = 'data-page-meta';
/** The value of that attribute on the tags this module writes: the edge's have none (cabecera-del-edge.ts). */
export const PAGE_META_DEL_NAVEGADOR = 'navegador';
/** The edge's JobPosting JSON-LD carries the path it describes in this attribute. */
export const JSON_LD_PATH_ATTRIBUTE = 'data-page-path';

function metaTag(key: 'name' | 'property', value: string, content: string): HTMLMetaElement {
  const meta = document.createElement('meta');
  meta.setAttribute(key, value);
  meta.content = content;
  return meta;
}

/** Writes the page's title, description, robots, canonical link and social-card tags into <head>. */
export function applyPageMeta(meta: PageMeta, pathname: string): void {
  const { head } = document;
  head.querySelectorAll(`[${PAGE_META_ATTRIBUTE}]`).forEach((element) => element.remove());
  // Structured data stays only on the page it describes (a crawler that runs JavaScript still sees it there).
  head.querySelectorAll(`script[${JSON_LD_PATH_ATTRIBUTE}]`).forEach((script) => {
    if (script.getAttribute(JSON_LD_PATH_ATTRIBUTE) !== pathname) script.remove();
  });
  // The template's own description, if the page was not served by the edge (dev server).
  head.querySelector('meta[name="description"]')?.remove();

  document.title = meta.title;
  const tags: HTMLElement[] = [metaTag('name', 'description', meta.description), metaTag('name', 'robots', meta.robots)];
  if (meta.canonical) {
    const link = document.createElement('link');
    link.rel = 'canonical';
    link.href = meta.canonical;
    tags.push(link);
  }
  for (const [property, content] of Object.entries(meta.openGraph)) tags.push(metaTag('property', property, content));
  for (const [name, content] of Object.entries(meta.twitter)) tags.push(metaTag('name', name, content));
  for (const tag of tags) tag.setAttribute(PAGE_META_ATTRIBUTE, PAGE_META_DEL_NAVEGADOR);
  head.append(...tags);
}

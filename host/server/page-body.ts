// The body of a page as the edge sends it: the page's data block (host/src/app/page-data.ts) and, when the page
// was rendered on the server, its styles in <head> (its markup goes inside #root: page-bytes.ts).
import type { PageData } from '../src/app/page-data';
import { PAGE_DATA_ID } from '../src/app/page-data';
import { jsonForScript } from '@portal/shared/routes';

/** The build minifies index.html: attribute quotes may be gone. */
const EMPTY_ROOT = /<div id=["']?root["']?><\/div>/;

/**
 * The page around what goes inside #root: before it, index.html up to `<div id=root>` (with a rendered page's
 * preloads and styles at the end of <head>); after it, `</div>`, the data block and the rest of index.html.
 */
export function aroundRoot(html: string, pageData: PageData, rendered?: { styles: string; preloads: string[] } | null): [string, string] {
  const root = EMPTY_ROOT.exec(html);
  if (!root) throw new Error('index.html has no empty <div id="root">: the edge cannot add the page.');
  const rootEnd = root.index + root[0].length - '</div>'.length;
  // JSON in a data block: never run, and jsonForScript leaves no `<` that could close it.
  const data = `<script type="application/json" id="${PAGE_DATA_ID}">${jsonForScript(pageData)}</script>`;
  const before = html.slice(0, rootEnd);
  // A function, so a `$&` in some style is not read as a replacement pattern.
  const head = rendered ? before.replace('</head>', () => `${rendered.preloads.join('')}${rendered.styles}</head>`) : before;
  return [head, `</div>${data}${html.slice(rootEnd + '</div>'.length)}`];
}

/** A page the browser renders: #root empty, the data block after it. */
export function withBody(html: string, pageData: PageData): string {
  return aroundRoot(html, pageData).join('');
}

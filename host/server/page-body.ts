// The body of a page as the edge sends it: the page's data block (host/src/app/page-data.ts) and, when the page
// was rendered on the server, its markup inside #root and its styles in <head>.
import type { PageData } from '../src/app/page-data';
import { PAGE_DATA_ID } from '../src/app/page-data';
import { jsonForScript } from '@portal/shared/routes';

/** The build minifies index.html: attribute quotes may be gone. */
const EMPTY_ROOT = /<div id=["']?root["']?><\/div>/;

export function withBody(html: string, pageData: PageData, rendered?: { html: string; styles: string; preloads: string[] } | null): string {
  if (!EMPTY_ROOT.test(html)) throw new Error('index.html has no empty <div id="root">: the edge cannot add the page.');
  // JSON in a data block: never run, and jsonForScript leaves no `<` that could close it.
  const data = `<script type="application/json" id="${PAGE_DATA_ID}">${jsonForScript(pageData)}</script>`;
  // Functions, so a `$&` in some offer's text is not read as a replacement pattern.
  const withRoot = html.replace(EMPTY_ROOT, (root) => `${root.replace('></div>', () => `>${rendered?.html ?? ''}</div>`)}${data}`);
  return rendered ? withRoot.replace('</head>', () => `${rendered.preloads.join('')}${rendered.styles}</head>`) : withRoot;
}

// A portal's icon (favicon) in the first HTML: index.html carries an empty one (`data:,`, so browsers do not
// ask for /favicon.ico); a portal with `urlIcono` gets its own in its place.

const EMPTY_ICON = /<link rel=["']?icon["']? href=["']?data:,["']?\s*\/?>/;
/** Root-relative or http(s): never `javascript:` or another scheme from a configuration. */
const SAFE_URL = /^(?:\/(?!\/)|https?:\/\/)/i;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const iconType = (url: string) => (/\.svg(?:$|[?#])/i.test(url) ? ' type="image/svg+xml"' : '');

export function withIcon(html: string, urlIcono: string | null): string {
  if (!urlIcono || !SAFE_URL.test(urlIcono)) return html;
  // A function, so a `$&` in the URL is not read as a replacement pattern.
  return html.replace(EMPTY_ICON, () => `<link rel="icon" href="${escapeAttribute(urlIcono)}"${iconType(urlIcono)}>`);
}

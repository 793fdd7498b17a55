/**
 * JSON for a <script type="application/ld+json"> data block: `<`, `>` and `&` as \u escapes, so no value can
 * close the script element or open a comment. CSP does not apply to data blocks: no 'unsafe-inline' needed.
 */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

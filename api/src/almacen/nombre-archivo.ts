// The name a candidate gave a file is shown back to them and sent in download headers, so it is bounded and
// cleaned as it arrives: NFC (one spelling of "ü"), only its last path segment, no control or invisible
// format characters (a right-to-left override could disguise ".exe"), no quotes, and at most 150 characters
// and 255 bytes of UTF-8 (what a disk takes as one file name when the candidate saves it), extension kept.

export const LARGO_MAXIMO_NOMBRE = 150;
const BYTES_MAXIMOS_NOMBRE = 255;
/** Longer tails after the last dot are not an extension worth keeping whole. */
const LARGO_MAXIMO_EXTENSION = 10;

export function limpiarNombre(original: string): string {
  const limpio = original
    .normalize('NFC')
    .split(/[/\\]/)
    .at(-1)!
    .replace(/[\s\p{Zl}\p{Zp}]+/gu, ' ')
    .replace(/[\p{Cc}\p{Cf}"'`]/gu, '')
    .trim();
  const punto = limpio.lastIndexOf('.');
  const conExtension = punto >= 0 && limpio.length - punto - 1 <= LARGO_MAXIMO_EXTENSION;
  const extension = conExtension ? limpio.slice(punto) : '';
  const base = [...(conExtension ? limpio.slice(0, punto) : limpio)];
  const cabe = () => base.length + extension.length <= LARGO_MAXIMO_NOMBRE && Buffer.byteLength(base.join('') + extension) <= BYTES_MAXIMOS_NOMBRE;
  while (base.length && !cabe()) base.pop();
  return `${base.join('').trim() || 'archivo'}${extension}`;
}

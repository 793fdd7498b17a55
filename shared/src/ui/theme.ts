import { ANCHO_MAXIMO, COLORES, ESPACIO, FUENTE, RADIO, RADIOS, SOMBRA, TEXTO, TOKENS, usar, type Token } from './tema/tokens';

const usarTodos = <K extends string | number>(tokens: Readonly<Record<K, Token>>) =>
  Object.fromEntries(Object.entries<Token>(tokens).map(([clave, token]) => [clave, usar(token)])) as Record<K, string>;

/**
 * The design tokens as styles use them: each a `var(--portal-…)` of tema/tokens.ts, so a portal's theme changes
 * them at run time without a rebuild. Only breakpoints are plain values (media queries cannot read a variable).
 */
export const theme = {
  color: usarTodos(COLORES),
  radius: usar(RADIO),
  radii: usarTodos(RADIOS),
  font: usar(FUENTE),
  text: usarTodos(TEXTO),
  space: usarTodos(ESPACIO),
  shadow: usarTodos(SOMBRA),
  breakpoint: { tablet: '768px', desktop: '1024px' },
  maxWidth: usar(ANCHO_MAXIMO),
} as const;

export type Theme = typeof theme;

/**
 * The value a token has on the page now (a canvas cannot read `var()`); its default outside a browser.
 * `referencia` is what `theme` holds, e.g. theme.color.primary.
 */
export function valorDeToken(referencia: string): string {
  const nombre = /^var\((--[\w-]+)\)$/.exec(referencia)?.[1];
  const porDefecto = TOKENS.find((token) => token.nombre === nombre)?.valor ?? referencia;
  if (!nombre || typeof document === 'undefined') return porDefecto;
  return getComputedStyle(document.documentElement).getPropertyValue(nombre).trim() || porDefecto;
}

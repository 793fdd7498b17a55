// The design tokens: one CSS custom property each, declared with its default in GlobalStyle. A portal's theme
// (urlCSS) may set only the tokens marked `portal` (README «Tema de un portal»); the edge checks its values.

export type TipoToken = 'color' | 'fuente' | 'radio' | 'fijo';

export interface Token {
  /** The custom property, `--portal-…`. */
  readonly nombre: string;
  readonly valor: string;
  readonly tipo: TipoToken;
}

const color = (nombre: string, valor: string): Token => ({ nombre: `--portal-color-${nombre}`, valor, tipo: 'color' });
const fijo = (nombre: string, valor: string): Token => ({ nombre: `--portal-${nombre}`, valor, tipo: 'fijo' });

/** Colour roles. Text colours keep at least 4.5:1 on background and surface, focus rings 3:1 (WCAG 2.1 AA). */
export const COLORES = {
  primary: color('primary', '#0b5cad'),
  /** Hover of a primary fill; onPrimary keeps 4.5:1 on it. */
  primaryDark: color('primary-dark', '#084785'),
  onPrimary: color('on-primary', '#ffffff'),
  text: color('text', '#1d2733'),
  textMuted: color('text-muted', '#4a5868'),
  background: color('background', '#ffffff'),
  surface: color('surface', '#f3f6f9'),
  border: color('border', '#cfd8e3'),
  danger: color('danger', '#b3261e'),
  success: color('success', '#1e6b34'),
  warning: color('warning', '#7a4b00'),
  /** Focus ring on light backgrounds: at least 3:1 on background and surface (WCAG 1.4.11). */
  focus: color('focus', '#b35c00'),
  /** Focus ring on the primary colour (the header bar), where `focus` would not stand out. */
  focusOnPrimary: color('focus-on-primary', '#f5a300'),
  /** The option the arrows are on in a list of suggestions: text and textMuted keep 4.5:1 on it. */
  highlight: color('highlight', '#dce9f7'),
} as const;

export const FUENTE: Token = {
  nombre: '--portal-font',
  valor: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  tipo: 'fuente',
};

/** Corner radius of cards, fields and buttons. */
export const RADIO: Token = { nombre: '--portal-radius', valor: '8px', tipo: 'radio' };

/** Type scale (rem, 1.2 ratio from 1rem). */
export const TEXTO = {
  xs: fijo('text-xs', '0.8125rem'),
  sm: fijo('text-sm', '0.875rem'),
  md: fijo('text-md', '1rem'),
  lg: fijo('text-lg', '1.25rem'),
  xl: fijo('text-xl', '1.5rem'),
  xxl: fijo('text-xxl', '2rem'),
} as const;

/** Spacing steps (a 4 px grid). */
export const ESPACIO = {
  1: fijo('space-1', '0.25rem'),
  2: fijo('space-2', '0.5rem'),
  3: fijo('space-3', '0.75rem'),
  4: fijo('space-4', '1rem'),
  5: fijo('space-5', '1.5rem'),
  6: fijo('space-6', '2rem'),
} as const;

export const RADIOS = {
  sm: fijo('radius-sm', '4px'),
  pill: fijo('radius-pill', '999px'),
} as const;

/** Elevation: cards resting, and what floats (menus, dialogs). */
export const SOMBRA = {
  1: fijo('shadow-1', '0 1px 2px rgb(16 24 40 / 0.08), 0 1px 3px rgb(16 24 40 / 0.12)'),
  2: fijo('shadow-2', '0 4px 8px rgb(16 24 40 / 0.12), 0 12px 24px rgb(16 24 40 / 0.16)'),
} as const;

export const ANCHO_MAXIMO: Token = fijo('max-width', '1120px');

/** Every token, in the order GlobalStyle declares them. */
export const TOKENS: readonly Token[] = [
  ...Object.values(COLORES),
  FUENTE,
  RADIO,
  ...Object.values(TEXTO),
  ...Object.values(ESPACIO),
  ...Object.values(RADIOS),
  ...Object.values(SOMBRA),
  ANCHO_MAXIMO,
];

/** The tokens a portal's theme may set: the colour roles, the font and the radius. */
export const TOKENS_DE_PORTAL: readonly Token[] = TOKENS.filter((token) => token.tipo !== 'fijo');

/** `var(--portal-…)`, what styles use. */
export const usar = (token: Token): string => `var(${token.nombre})`;

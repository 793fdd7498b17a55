// A portal's theme as the edge serves it: from the portal's stylesheet (urlCSS) only the documented tokens
// (tokens.ts, TOKENS_DE_PORTAL) with values of their kind, then every text colour checked against the
// backgrounds it is drawn on (WCAG 2.1 AA), so no portal can ship unreadable text.
import { contraste, oscurecer } from './contraste';
import { COLORES, TOKENS_DE_PORTAL, type TipoToken } from './tokens';

export type TemaPortal = Readonly<Record<string, string>>;

const TEXTO_AA = 4.5;
const CONTORNO_AA = 3;
const CASI_NEGRO = '#111827';
const BLANCO = '#ffffff';

const VALOR_VALIDO: Record<Exclude<TipoToken, 'fijo'>, RegExp> = {
  color: /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i,
  // Font names installed on the machine: letters, digits, spaces, hyphens, quotes and commas; no url().
  fuente: /^[\w\s,'"-]{1,200}$/,
  radio: /^(?:0|(?:\d{1,2}(?:\.\d{1,3})?)(?:px|rem))$/,
};

const TIPO_POR_NOMBRE = new Map(TOKENS_DE_PORTAL.map((token) => [token.nombre, token.tipo as Exclude<TipoToken, 'fijo'>]));

/**
 * The documented tokens a stylesheet sets (the last declaration of each wins), wherever they are declared;
 * anything else (selectors' other properties, unknown tokens, values of the wrong kind, url(), @import) is left out.
 */
export function leerTema(css: string): TemaPortal {
  const sinComentarios = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const tema: Record<string, string> = {};
  for (const [, nombre, valor] of sinComentarios.matchAll(/(--portal-[\w-]+)\s*:\s*([^;{}]*)/g)) {
    const tipo = TIPO_POR_NOMBRE.get(nombre!);
    const limpio = valor!.trim();
    if (tipo && VALOR_VALIDO[tipo].test(limpio)) tema[nombre!] = limpio;
  }
  return tema;
}

type Colores = Record<keyof typeof COLORES, string>;

function conPorDefecto(tema: TemaPortal): Colores {
  return Object.fromEntries(Object.entries(COLORES).map(([clave, token]) => [clave, tema[token.nombre] ?? token.valor])) as Colores;
}

const pasa = (color: string, fondos: readonly string[], minimo: number) => fondos.every((fondo) => contraste(color, fondo) >= minimo);

/** The colour itself, or its own hue darkened step by step until it reaches `minimo` on every background. */
function oscurecerHastaPasar(color: string, fondos: readonly string[], minimo: number): string | null {
  for (let paso = 0; paso <= 20; paso++) {
    const candidato = oscurecer(color, paso / 20);
    if (pasa(candidato, fondos, minimo)) return candidato;
  }
  return null;
}

/** White or near-black, whichever stands out more on `fondo`. */
const textoSobre = (fondo: string) => (contraste(BLANCO, fondo) >= contraste(CASI_NEGRO, fondo) ? BLANCO : CASI_NEGRO);

/**
 * The colours made readable. Background and surface are kept only if the default text reads on them. Text,
 * muted text and the status colours that fail fall back to their defaults. The primary is also text (links,
 * secondary buttons): if it fails on the surfaces it is darkened in its own hue, so the brand stays. On-primary
 * that fails on the primary becomes white or near-black, whichever contrasts more; focus rings need 3:1.
 */
function colorearLegible(tema: TemaPortal): Colores {
  const defecto = conPorDefecto({});
  const c = conPorDefecto(tema);
  if (!pasa(defecto.text, [c.background, c.surface], TEXTO_AA) || !pasa(defecto.textMuted, [c.background, c.surface], TEXTO_AA)) {
    c.background = defecto.background;
    c.surface = defecto.surface;
  }
  const fondos = [c.background, c.surface];
  for (const clave of ['text', 'textMuted', 'danger', 'success', 'warning'] as const) {
    if (!pasa(c[clave], fondos, TEXTO_AA)) c[clave] = defecto[clave];
  }
  c.primary = oscurecerHastaPasar(c.primary, fondos, TEXTO_AA) ?? defecto.primary;
  if (!pasa(c.onPrimary, [c.primary], TEXTO_AA)) c.onPrimary = textoSobre(c.primary);
  // The hover of a primary fill: the portal's own if it reads, else the primary a fifth darker, else the primary.
  const propioOscuro = tema[COLORES.primaryDark.nombre] ?? (tema[COLORES.primary.nombre] ? undefined : defecto.primaryDark);
  c.primaryDark =
    [propioOscuro, oscurecer(c.primary, 0.2)].find((color) => color && pasa(c.onPrimary, [color], TEXTO_AA) && pasa(color, fondos, TEXTO_AA)) ?? c.primary;
  if (!pasa(c.focus, fondos, CONTORNO_AA)) c.focus = defecto.focus;
  if (!pasa(c.focusOnPrimary, [c.primary], CONTORNO_AA)) {
    c.focusOnPrimary = [defecto.focusOnPrimary, textoSobre(c.primary)].find((anillo) => pasa(anillo, [c.primary], CONTORNO_AA)) ?? textoSobre(c.primary);
  }
  if (!pasa(c.text, [c.highlight], TEXTO_AA) || !pasa(c.textMuted, [c.highlight], TEXTO_AA)) c.highlight = c.surface;
  return c;
}

/** The theme to serve: the tokens the portal set, with every colour role readable (see colorearLegible). */
export function temaLegible(tema: TemaPortal): TemaPortal {
  const colores = colorearLegible(tema);
  // Colours only where they differ from the defaults: GlobalStyle already declares those.
  const resultado: Record<string, string> = Object.fromEntries(Object.entries(tema).filter(([nombre]) => !nombre.startsWith('--portal-color-')));
  for (const [clave, token] of Object.entries(COLORES)) {
    const valor = colores[clave as keyof Colores];
    if (valor !== token.valor) resultado[token.nombre] = valor;
  }
  return resultado;
}

/** `:root { --portal-…: …; }`, for a <style> in the page's head; empty when the portal sets nothing. */
export function cssDeTema(tema: TemaPortal): string {
  const declaraciones = Object.entries(tema).map(([nombre, valor]) => `${nombre}:${valor}`);
  return declaraciones.length > 0 ? `:root{${declaraciones.join(';')}}` : '';
}
// The base style the edge writes before the theme, from the same entry (@portal/shared/tema) as the theme.
export { CSS_BASE, ESTILO_BASE_ID } from './estilo-base';

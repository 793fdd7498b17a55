// A demo portal's theme as the edge inlines it in the first HTML: its stylesheet kept to the documented
// tokens, every text colour made readable, written as `:root{--portal-…}` (host/server/portal-theme.ts).
import { cssDeTema, leerTema, temaLegible, type TemaPortal } from '@portal/shared/tema';

declare const __TEMAS_MARCAS__: Readonly<Record<string, string>> | undefined;

/** Each portal's tema.css text by folder, put in the bundle by .storybook/main.ts; none outside it (jest). */
const TEMAS: Readonly<Record<string, string>> = typeof __TEMAS_MARCAS__ === 'undefined' ? {} : __TEMAS_MARCAS__;

/** The `--portal-*` values the edge would serve for the portal in host/marcas/{carpeta}; none for the defaults. */
export function temaDelPortal(carpeta: string): TemaPortal {
  const css = TEMAS[carpeta];
  return css ? temaLegible(leerTema(css)) : {};
}

/** The same as the edge's `<style id="tema-portal">` text; '' for the kit's defaults. */
export const cssDelPortal = (carpeta: string): string => cssDeTema(temaDelPortal(carpeta));

import { theme } from '../theme';
import { TOKENS } from './tokens';

export { ESTILO_BASE_ID } from './estilo-base-id';

// The defaults under :where(), which weighs nothing: the portal's theme the edge writes as `:root { … }` wins
// whichever of the two style tags comes last.
const valoresPorDefecto = TOKENS.map((token) => `${token.nombre}:${token.valor};`).join('');

/** The tokens' defaults and the few element rules every page starts from. */
export const CSS_BASE = [
  `:where(:root){${valoresPorDefecto}}`,
  '*,*::before,*::after{box-sizing:border-box;}',
  'html{-webkit-text-size-adjust:100%;}',
  `body{margin:0;font-family:${theme.font};color:${theme.color.text};background:${theme.color.background};line-height:1.5;}`,
  `a{color:${theme.color.primary};}`,
  `:focus-visible{outline:3px solid ${theme.color.focus};outline-offset:2px;}`,
  'img{max-width:100%;height:auto;}',
  // Boxes, radios and ranges in the portal's colour, not the browser's blue (the browser picks a readable mark).
  `input,progress{accent-color:${theme.color.primary};}`,
  '@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation-duration:0.01ms!important;transition-duration:0.01ms!important;}}',
].join('');

// The product's one icon set: Lucide's drawings (the `lucide` package, ISC licence), plain data in one module per
// icon: only the icons imported here are bundled, and tests never load the whole set (650 KB of CommonJS).
// lucide-react was measured and dropped: its renderer cost about 1.6 KB gzip more on every page than the few
// lines below. Every icon is decorative (aria-hidden): the button or link around it carries the words.
// A reference, not an import: every workspace that type-checks the kit needs these declarations of the icon files.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./lucide-iconos.d.ts" />
import type { IconNode } from 'lucide';
import ChevronDown from 'lucide/dist/esm/icons/chevron-down.mjs';
import Menu from 'lucide/dist/esm/icons/menu.mjs';
import Share2 from 'lucide/dist/esm/icons/share-2.mjs';
import Star from 'lucide/dist/esm/icons/star.mjs';
import X from 'lucide/dist/esm/icons/x.mjs';
import { createElement, type SVGProps } from 'react';

export type IconoProps = Omit<SVGProps<SVGSVGElement>, 'ref'>;

/** Lucide's 24 px grid, stroked in the text's colour and sized to the text around it (1.25em). */
export function dibujo(nodos: IconNode, nombre: string) {
  function Icono(props: IconoProps) {
    return (
      <svg
        width="1.25em"
        height="1.25em"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {nodos.map(([etiqueta, atributos], i) => createElement(etiqueta, { key: i, ...atributos }))}
      </svg>
    );
  }
  Icono.displayName = nombre;
  return Icono;
}

export const IconoCerrar = dibujo(X, 'IconoCerrar');
export const IconoCompartir = dibujo(Share2, 'IconoCompartir');
export const IconoMenu = dibujo(Menu, 'IconoMenu');

const Flecha = dibujo(ChevronDown, 'Flecha');
/** A disclosure's caret: down while closed, up once open (the button's aria-expanded says it in words). */
export function IconoDesplegar({ abierto = false, style, ...props }: IconoProps & { abierto?: boolean }) {
  return <Flecha style={{ flex: 'none', transform: abierto ? 'rotate(180deg)' : undefined, ...style }} {...props} />;
}

const Estrella = dibujo(Star, 'Estrella');
/** Save toggles: an outline star, filled once saved. */
export function IconoEstrella({ llena = false, ...props }: IconoProps & { llena?: boolean }) {
  return <Estrella fill={llena ? 'currentColor' : 'none'} {...props} />;
}

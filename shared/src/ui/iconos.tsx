// The product's one icon set: Lucide's (lucide-react, ISC licence), imported one module per icon so only
// the icons named here are bundled, never the set's other thousands. Every icon is decorative
// (aria-hidden): the button or link around it carries the words, or IconButton's label does.
import Check from 'lucide-react/icons/check';
import Copy from 'lucide-react/icons/copy';
import Mail from 'lucide-react/icons/mail';
import Share2 from 'lucide-react/icons/share-2';
import Star from 'lucide-react/icons/star';
import X from 'lucide-react/icons/x';
import type { ComponentProps, ComponentType } from 'react';

export type IconoProps = Omit<ComponentProps<typeof X>, 'ref'>;

/** Sized to the text around it (1.25em) and hidden from assistive technology. */
function decorativo(Lucide: ComponentType<IconoProps>, nombre: string) {
  function Icono(props: IconoProps) {
    return <Lucide size="1.25em" aria-hidden="true" focusable="false" {...props} />;
  }
  Icono.displayName = nombre;
  return Icono;
}

export const IconoCerrar = decorativo(X, 'IconoCerrar');
export const IconoCompartir = decorativo(Share2, 'IconoCompartir');
export const IconoCopiar = decorativo(Copy, 'IconoCopiar');
export const IconoCorreo = decorativo(Mail, 'IconoCorreo');
export const IconoHecho = decorativo(Check, 'IconoHecho');

const Estrella = decorativo(Star, 'Estrella');
/** Save toggles: an outline star, filled once saved. */
export function IconoEstrella({ llena = false, ...props }: IconoProps & { llena?: boolean }) {
  return <Estrella fill={llena ? 'currentColor' : 'none'} {...props} />;
}

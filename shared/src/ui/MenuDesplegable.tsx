import type { ComponentPropsWithRef, ComponentType, ReactNode } from 'react';
import styled from 'styled-components';
import { IconoDesplegar, SecondaryButton, theme, useDisclosure } from '@portal/shared/ui';

const Wrapper = styled.div`
  position: relative;
  flex: none;
`;

/** Under the button, kept on screen on a phone; light, so its links and focus ring use the page's colours. */
const Panel = styled.ul<{ $alinear: 'inicio' | 'fin'; $ultimoAparte: boolean }>`
  position: absolute;
  top: calc(100% + 0.25rem);
  ${({ $alinear }) => ($alinear === 'fin' ? 'right: 0;' : 'left: 0;')}
  z-index: 60;
  display: grid;
  width: max-content;
  min-width: 14rem;
  max-width: calc(100vw - 2rem);
  margin: 0;
  padding: ${theme.space[2]} 0;
  list-style: none;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.background};
  box-shadow: ${theme.shadow[2]};
  &[hidden] { display: none; }
  ${({ $ultimoAparte }) =>
    $ultimoAparte ? `li + li:last-child { margin-top: 0.25rem; padding-top: 0.25rem; border-top: 1px solid ${theme.color.border}; }` : ''}
  /* Doubled: a coloured bar around the menu (the banner) sets its own link colour. */
  && a { display: block; padding: 0.625rem 1rem; color: ${theme.color.primary}; }
  && a:focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: -3px; }
`;

export interface MenuDesplegableProps {
  /** What the button says: its accessible name. A caret follows it. */
  etiqueta: ReactNode;
  /** The entries, each an `<li>` holding a link. */
  children: ReactNode;
  /** The button's look where the kit's secondary button does not fit (the banner's outlined button). */
  boton?: ComponentType<ComponentPropsWithRef<'button'>>;
  /** A value that changes with the page (the router's location key): following a link closes the menu. */
  cerrarCon?: unknown;
  /** Which edge of the button the panel lines up with: `fin` for a button at the end of a bar. */
  alinear?: 'inicio' | 'fin';
  /** The last entry set apart by a rule («Cerrar sesión»). */
  ultimoAparte?: boolean;
  className?: string;
}

/**
 * A button that opens a list of links under it (the disclosure pattern: see useDisclosure): opened by click,
 * Enter or Space; Escape, a click outside or the focus leaving it closes it.
 */
export function MenuDesplegable({
  etiqueta,
  children,
  boton: Boton = SecondaryButton,
  cerrarCon,
  alinear = 'inicio',
  ultimoAparte = false,
  className,
}: MenuDesplegableProps) {
  const { open, wrapperProps, buttonProps, panelId } = useDisclosure({ cerrarCon });
  return (
    <Wrapper {...wrapperProps} className={className}>
      <Boton {...buttonProps}>
        {etiqueta}
        <IconoDesplegar abierto={open} />
      </Boton>
      <Panel id={panelId} hidden={!open} $alinear={alinear} $ultimoAparte={ultimoAparte}>
        {children}
      </Panel>
    </Wrapper>
  );
}

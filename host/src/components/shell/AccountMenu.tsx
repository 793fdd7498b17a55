import { useAtomValue } from 'jotai';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { href } from '@portal/shared/routes';
import { portalConfigAtom } from '@portal/shared/state';
import { MenuDesplegable } from '@portal/shared/menu-desplegable';
import { theme } from '@portal/shared/ui';
import { existingLinks } from '../../lib/route-links';
import { barButton } from './bar-button';
import { ACCOUNT_MENU_LINKS } from './links-candidato';

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  max-width: 9rem;
  ${barButton}
  padding-inline: 0.625rem;
  @media (min-width: ${theme.breakpoint.desktop}) { max-width: 14rem; padding-inline: 0.75rem; }
`;

const Nombre = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** «Hola, » is said to screen readers everywhere but shown only where the bar has room for it. */
const Saludo = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  @media (min-width: ${theme.breakpoint.desktop}) { position: static; width: auto; height: auto; overflow: visible; clip: auto; }
`;

/**
 * The signed-in candidate's button in the banner, with their name: it opens the main pages of their area and
 * «Cerrar sesión», on public and candidate pages alike (the kit's MenuDesplegable).
 */
export function AccountMenu({ nombre }: { nombre: string }) {
  const { tipoPortal } = useAtomValue(portalConfigAtom);
  const { key } = useLocation();
  const etiqueta = (
    <Nombre>
      <Saludo>Hola, </Saludo>
      {nombre}
    </Nombre>
  );
  return (
    <MenuDesplegable etiqueta={etiqueta} boton={Toggle} cerrarCon={key} alinear="fin" ultimoAparte>
      {existingLinks(ACCOUNT_MENU_LINKS, tipoPortal).map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
      <li>
        <Link to={href('logout')}>Cerrar sesión</Link>
      </li>
    </MenuDesplegable>
  );
}

import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { href } from '@portal/shared/routes';
import { portalConfigAtom } from '@portal/shared/state';
import { theme } from '@portal/shared/ui';
import { existingLinks } from '../../lib/route-links';
import { barButton } from './bar-button';
import { ACCOUNT_MENU_LINKS } from './links';
import { useDisclosure } from './useDisclosure';

const Wrapper = styled.div`
  position: relative;
  flex: none;
`;

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

/** Under the button, kept on screen on a phone; light, so its links and focus ring use the page's colours. */
const Panel = styled.ul`
  position: absolute;
  top: calc(100% + 0.25rem);
  right: 0;
  z-index: 60;
  display: grid;
  width: max-content;
  min-width: 14rem;
  max-width: calc(100vw - 2rem);
  margin: 0;
  padding: 0.5rem 0;
  list-style: none;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.background};
  box-shadow: 0 4px 16px rgb(0 0 0 / 18%);
  &[hidden] { display: none; }
  li + li:last-child { margin-top: 0.25rem; padding-top: 0.25rem; border-top: 1px solid ${theme.color.border}; }
  && a { display: block; padding: 0.625rem 1rem; color: ${theme.color.primary}; }
  && a:focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: -3px; }
`;

/**
 * The signed-in candidate's button in the banner, with their name: it opens the main pages of their area and
 * «Cerrar sesión», on public and candidate pages alike (a disclosure: see useDisclosure).
 */
export function AccountMenu({ nombre }: { nombre: string }) {
  const { tipoPortal } = useAtomValue(portalConfigAtom);
  const { open, wrapperProps, buttonProps, panelId } = useDisclosure();
  return (
    <Wrapper {...wrapperProps}>
      <Toggle {...buttonProps}>
        <Nombre>
          <Saludo>Hola, </Saludo>
          {nombre}
        </Nombre>
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </Toggle>
      <Panel id={panelId} hidden={!open}>
        {existingLinks(ACCOUNT_MENU_LINKS, tipoPortal).map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
        <li>
          <Link to={href('logout')}>Cerrar sesión</Link>
        </li>
      </Panel>
    </Wrapper>
  );
}

import { useAtomValue } from 'jotai';
import { Suspense, useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { href } from '@portal/shared/routes';
import { portalConfigAtom, sessionAtom } from '@portal/shared/state';
import { IconoCerrar, IconoMenu, lazyNamed, theme, useDisclosure, VisuallyHidden } from '@portal/shared/ui';
import { existingLinks } from '../../lib/route-links';
import { barButton } from './bar-button';
import { Brand } from './Brand';
import { adelantarSearchBox, HeaderSearch } from './HeaderSearch';
import { afterPageInteractive } from '../../lib/after-interactive';
import { SITE_LINKS } from './links';

// Only a signed-in candidate has the menu (and the kit's MenuDesplegable): a visitor's page never fetches it.
const AccountMenu = lazyNamed(() => import('./AccountMenu').then((m) => m.AccountMenu));

const desktop = `@media (min-width: ${theme.breakpoint.desktop})`;

/** One row on every screen: what does not fit on a phone folds into «Menú», whose panel opens over the page. */
const Bar = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.75rem max(1rem, calc((100% - ${theme.maxWidth}) / 2));
  background: ${theme.color.primary};
  color: ${theme.color.onPrimary};
  /* A name on two lines still fits the row of 44 px buttons. */
  line-height: 1.25;
  a { color: ${theme.color.onPrimary}; }
  :focus-visible { outline-color: ${theme.color.focusOnPrimary}; }
  ${desktop} { gap: 1.5rem; }
`;

const MainMenu = styled.div`
  flex: none;
`;

/** A square icon button: on a phone the portal's name needs the room a word would take. */
const MenuButton = styled.button`
  ${barButton}
  display: inline-grid;
  place-items: center;
  min-width: 44px;
  padding: 0;
  ${desktop} { display: none; }
`;

/** Three bars, a cross while the menu is open. */
const MenuIcon = ({ open }: { open: boolean }) => (open ? <IconoCerrar width={22} height={22} /> : <IconoMenu width={22} height={22} />);

/** Phone: a panel under the bar, across the screen, only while open. Desktop: inline in the bar, always. */
const Nav = styled.nav<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  position: absolute;
  top: 100%;
  right: 0;
  left: 0;
  z-index: 60;
  padding: 0.5rem max(1rem, calc((100% - ${theme.maxWidth}) / 2));
  background: ${theme.color.primary};
  box-shadow: 0 8px 16px rgb(0 0 0 / 25%);
  ul { display: grid; margin: 0; padding: 0; list-style: none; }
  a { display: block; padding: 0.75rem 0; white-space: nowrap; }
  ${desktop} {
    display: block;
    position: static;
    padding: 0;
    background: none;
    box-shadow: none;
    ul { display: flex; gap: 1.25rem; }
    a { padding: 0; }
  }
`;

/** What a phone finds in «Menú» because the bar has no room for it. */
const OnlyOnPhone = styled.li`
  ${desktop} { display: none; }
`;

const Actions = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: 0.5rem;
`;

const Ingresar = styled(Link)`
  && { ${barButton} display: inline-flex; align-items: center; padding-inline: 0.625rem; text-decoration: none; }
  ${desktop} { && { padding-inline: 0.75rem; } }
`;

/** Filled, the one inviting action of the bar; on a phone it waits in «Menú». */
const CrearCuenta = styled(Ingresar)`
  && { display: none; background: ${theme.color.onPrimary}; color: ${theme.color.primary}; }
  ${desktop} { && { display: inline-flex; } }
`;

export interface SiteHeaderProps {
  /** The full header: site links, the account button or the sign-in actions, the phone menu; otherwise the portal's name only. */
  navigation?: boolean;
  /** The search box of mfe-search under the bar. */
  search?: boolean;
}

/** The portal's pages for everyone: inline on a desktop, behind «Menú» on a phone. */
function MainNavigation({ signedIn }: { signedIn: boolean }) {
  const { tipoPortal } = useAtomValue(portalConfigAtom);
  const { open, wrapperProps, buttonProps, panelId } = useDisclosure({ cerrarCon: useLocation().key });
  return (
    <MainMenu {...wrapperProps}>
      <MenuButton {...buttonProps}>
        <MenuIcon open={open} />
        <VisuallyHidden>Menú</VisuallyHidden>
      </MenuButton>
      <Nav id={panelId} aria-label="Menú principal" $open={open}>
        <ul>
          {existingLinks(SITE_LINKS, tipoPortal).map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
          {signedIn ? null : (
            <OnlyOnPhone>
              <Link to={href('creaTuCurriculum')}>Crear cuenta</Link>
            </OnlyOnPhone>
          )}
        </ul>
      </Nav>
    </MainMenu>
  );
}

/**
 * The portal's banner, one bar: its name (home), its pages, and the candidate's account button or the
 * sign-in actions; optionally mfe-search's search box in a row under it.
 */
export function SiteHeader({ navigation = false, search = false }: SiteHeaderProps) {
  // Results and the home: their links lead to pages whose header has the box.
  const sinBuscador = navigation && !search;
  useEffect(() => (sinBuscador ? afterPageInteractive(adelantarSearchBox) : undefined), [sinBuscador]);
  const session = useAtomValue(sessionAtom);
  return (
    <header>
      <Bar>
        <Brand />
        {navigation ? (
          <>
            <MainNavigation signedIn={session !== null} />
            <Actions>
              {session ? (
                <Suspense fallback={null}>
                  <AccountMenu nombre={session.candidato.nombres} />
                </Suspense>
              ) : (
                <>
                  <Ingresar to={href('login')}>Ingresar</Ingresar>
                  <CrearCuenta to={href('creaTuCurriculum')}>Crear cuenta</CrearCuenta>
                </>
              )}
            </Actions>
          </>
        ) : null}
      </Bar>
      {search ? <HeaderSearch /> : null}
    </header>
  );
}

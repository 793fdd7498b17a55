import { useAtomValue } from 'jotai';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { href } from '@portal/shared/routes';
import { portalConfigAtom, sessionAtom } from '@portal/shared/state';
import { theme } from '@portal/shared/ui';
import { existingLinks } from '../../lib/route-links';
import { AccountMenu } from './AccountMenu';
import { barButton } from './bar-button';
import { Brand } from './Brand';
import { CandidateLinks, useCandidateLinks } from './CandidateMenu';
import { HeaderSearch } from './HeaderSearch';
import { SITE_LINKS } from './links';

const desktop = `@media (min-width: ${theme.breakpoint.desktop})`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  padding: 0.75rem max(1rem, calc((100% - ${theme.maxWidth}) / 2));
  background: ${theme.color.primary};
  color: ${theme.color.onPrimary};
  a { color: ${theme.color.onPrimary}; }
  :focus-visible { outline-color: ${theme.color.focusOnPrimary}; }
`;

const MenuButton = styled.button`
  ${barButton}
  padding-inline: 1rem;
  ${desktop} { display: none; }
`;

/** Phone: a full-width panel under the bar, only while open. Desktop: inline, always. */
const Nav = styled.nav<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'grid' : 'none')};
  flex-basis: 100%;
  gap: 0.75rem;
  ul { display: grid; gap: 0.25rem; margin: 0; padding: 0; list-style: none; }
  a { display: block; padding: 0.5rem 0; }
  ${desktop} {
    display: flex;
    flex-basis: auto;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem 1.5rem;
    ul { display: flex; flex-wrap: wrap; gap: 0.5rem 1.25rem; }
    a { padding: 0; }
  }
`;

/**
 * Phones: a row of its own under the portal's name and the menu button (beside them the name would wrap
 * word by word). Desktop: after the inline navigation. Last in the bar, so tabbing follows what is seen.
 */
const Account = styled.div`
  display: flex;
  flex-basis: 100%;
  justify-content: flex-end;
  ${desktop} { flex-basis: auto; }
`;

export interface SiteHeaderProps {
  /** The full header: site links, account links and the phone menu; otherwise the portal's name only. */
  navigation?: boolean;
  /** The search box of mfe-search under the bar. */
  search?: boolean;
  /** The candidate's pages in the menu (signed-in layouts). */
  candidateLinks?: boolean;
}

function SiteNavigation({ candidateLinks }: { candidateLinks: boolean }) {
  const { tipoPortal } = useAtomValue(portalConfigAtom);
  const session = useAtomValue(sessionAtom);
  const candidate = useCandidateLinks();
  return (
    <>
      <ul>
        {existingLinks(SITE_LINKS, tipoPortal).map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
      {session ? (
        candidateLinks && candidate.length > 0 ? <CandidateLinks links={candidate} /> : null
      ) : (
        <Link to={href('login')}>Ingresa a tu cuenta</Link>
      )}
    </>
  );
}

/** The portal's header: name, navigation (a menu button on phones), and optionally the search box. */
export function SiteHeader({ navigation = false, search = false, candidateLinks = false }: SiteHeaderProps) {
  const location = useLocation();
  const session = useAtomValue(sessionAtom);
  // Open for one location only: following a link (a new location key) closes the menu by itself.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const button = useRef<HTMLButtonElement>(null);

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    setOpenAt(null);
    button.current?.focus();
  }

  return (
    <header onKeyDown={closeOnEscape}>
      <Bar>
        <Brand />
        {navigation ? (
          <>
            <MenuButton ref={button} type="button" aria-expanded={open} aria-controls="menu-principal" onClick={() => setOpenAt(open ? null : location.key)}>
              Menú
            </MenuButton>
            <Nav id="menu-principal" aria-label="Menú principal" $open={open}>
              <SiteNavigation candidateLinks={candidateLinks} />
            </Nav>
            {session ? (
              <Account>
                <AccountMenu nombre={session.candidato.nombres} />
              </Account>
            ) : null}
          </>
        ) : null}
      </Bar>
      {search ? <HeaderSearch /> : null}
    </header>
  );
}

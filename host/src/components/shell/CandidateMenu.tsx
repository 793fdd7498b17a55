import { useAtomValue } from 'jotai';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { portalConfigAtom } from '@portal/shared/state';
import { theme } from '@portal/shared/ui';
import { existingLinks, type MenuLink } from '../../lib/route-links';
import { CANDIDATE_LINKS } from './links';

/** The candidate's own pages that exist on this portal (none until their issues add them). */
export function useCandidateLinks(): MenuLink[] {
  const { tipoPortal } = useAtomValue(portalConfigAtom);
  return existingLinks(CANDIDATE_LINKS, tipoPortal);
}

const List = styled.ul`
  display: grid;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  a { display: block; padding: 0.5rem 0.75rem; border-radius: ${theme.radius}; }
  a[aria-current='page'] { font-weight: 700; text-decoration-thickness: 3px; }
`;

export function CandidateLinks({ links }: { links: readonly MenuLink[] }) {
  return (
    <List>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to}>{link.label}</NavLink>
        </li>
      ))}
    </List>
  );
}

const Aside = styled.nav`
  align-self: start;
  padding: 1rem;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  h2 { margin: 0 0 0.5rem; font-size: 1rem; }
`;

/** The candidate's menu as the side area of the candidate pages' layouts. */
export function CandidateMenu({ links }: { links: readonly MenuLink[] }) {
  return (
    <Aside aria-labelledby="menu-candidato-titulo">
      <h2 id="menu-candidato-titulo">Tu cuenta</h2>
      <CandidateLinks links={links} />
    </Aside>
  );
}

import { useAtomValue } from 'jotai';
import { NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { portalConfigAtom } from '@portal/shared/state';
import { IconoDesplegar, theme, useDisclosure, VisuallyHidden } from '@portal/shared/ui';
import { existingLinks, type MenuLink } from '../../lib/route-links';
import { CANDIDATE_AREA } from './links-candidato';
import { PREGUNTAS, usePreguntasPendientes } from './usePreguntasPendientes';

const desktop = `@media (min-width: ${theme.breakpoint.desktop})`;

/** The area's groups that have a page on this portal, each with the pages it has. */
function useGrupos() {
  const { tipoPortal } = useAtomValue(portalConfigAtom);
  return CANDIDATE_AREA.map(({ grupo, links }) => ({ grupo, links: existingLinks(links, tipoPortal) })).filter(({ links }) => links.length > 0);
}

/** The page of the area being shown: the link's own path or a page under it (a saved offer, a question). */
function useActual(links: readonly MenuLink[]): MenuLink | undefined {
  const { pathname } = useLocation();
  return links.find((link) => pathname === link.to || pathname.startsWith(`${link.to}/`));
}

const Aside = styled.nav`
  align-self: start;
  min-width: 0;
  ${desktop} {
    padding: 1rem;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
  }
`;

/** Phone and tablet: the area folds into one row that names the page shown. */
const Toggle = styled.button`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  width: 100%;
  min-height: 44px;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  /* A long page name wraps: cut, «Mi perfil frente a otros…» would not say where the candidate is. */
  strong { flex: 1; min-width: 0; text-align: start; }
  ${desktop} { display: none; }
`;

const Panel = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'grid' : 'none')};
  gap: 0.75rem;
  margin-top: 0.5rem;
  h2 { display: none; margin: 0; font-size: 1rem; }
  ul { display: grid; gap: 0.125rem; margin: 0; padding: 0; list-style: none; }
  a { display: block; padding: 0.5rem 0.75rem; border-radius: ${theme.radius}; }
  a[aria-current='page'] { font-weight: 700; background: ${theme.color.surface}; box-shadow: inset 3px 0 0 ${theme.color.primary}; }
  ${desktop} {
    display: grid;
    margin-top: 0;
    h2 { display: block; }
    a { padding-block: 0.375rem; }
  }
`;

const Grupo = styled.p`
  margin: 0 0 0.25rem;
  padding-inline: 0.75rem;
  color: ${theme.color.textMuted};
  font-size: 0.875rem;
  font-weight: 600;
`;

const Cuenta = styled.span`
  display: inline-block;
  min-width: 1.5rem;
  margin-left: 0.5rem;
  padding: 0 0.375rem;
  border-radius: 999px;
  background: ${theme.color.primary};
  color: ${theme.color.onPrimary};
  font-size: 0.875rem;
  font-weight: 700;
  text-align: center;
`;

function Enlaces({ links, pendientes, labelledBy }: { links: readonly MenuLink[]; pendientes?: number; labelledBy?: string }) {
  return (
    <ul aria-labelledby={labelledBy}>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to}>
            {link.label}
            {link.to === PREGUNTAS && pendientes ? (
              <>
                <Cuenta aria-hidden="true">{pendientes}</Cuenta>
                <VisuallyHidden>{` (${pendientes} por responder)`}</VisuallyHidden>
              </>
            ) : null}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The candidate area's own navigation, every page of the area in its group with the current one marked
 * (aria-current): a side list on a desktop, one row that opens the list on a phone (a disclosure).
 */
export function CandidateMenu() {
  const grupos = useGrupos();
  const links = grupos.flatMap((grupo) => grupo.links);
  const actual = useActual(links);
  const pendientes = usePreguntasPendientes(links);
  const { open, wrapperProps, buttonProps, panelId } = useDisclosure<HTMLElement>({ cerrarCon: useLocation().key });
  if (links.length === 0) return null;
  return (
    <Aside aria-label="Tu cuenta" {...wrapperProps}>
      <Toggle {...buttonProps}>
        <span>Tu cuenta:</span>{' '}
        <strong>{actual?.label ?? 'ir a…'}</strong>
        <IconoDesplegar abierto={open} />
      </Toggle>
      <Panel id={panelId} $open={open}>
        <h2>Tu cuenta</h2>
        {grupos.map(({ grupo, links: enGrupo }, index) =>
          grupo ? (
            <div key={grupo}>
              <Grupo id={`${panelId}-${index}`}>{grupo}</Grupo>
              <Enlaces links={enGrupo} pendientes={pendientes} labelledBy={`${panelId}-${index}`} />
            </div>
          ) : (
            <Enlaces key={index} links={enGrupo} pendientes={pendientes} />
          ),
        )}
      </Panel>
    </Aside>
  );
}

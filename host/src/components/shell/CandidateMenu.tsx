import { useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { getPreguntasReclutador } from '@portal/shared/api';
import { portalConfigAtom, preguntasPendientesAtom, sessionAtom } from '@portal/shared/state';
import { theme, VisuallyHidden } from '@portal/shared/ui';
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

const PREGUNTAS = '/preguntas-reclutadores';

/** Recruiters' questions waiting for an answer, asked once a session; the questions pages keep it current. */
function usePreguntasPendientes(links: readonly MenuLink[]): number | undefined {
  const [pendientes, setPendientes] = useAtom(preguntasPendientesAtom);
  const conSesion = useAtomValue(sessionAtom) !== null;
  const enMenu = links.some((link) => link.to === PREGUNTAS);
  useEffect(() => {
    if (!enMenu || !conSesion || pendientes !== undefined) return;
    const controller = new AbortController();
    // The menu works without its count, whatever fails (also before the api client is configured).
    Promise.resolve()
      .then(() => getPreguntasReclutador(controller.signal))
      .then((respuesta) => setPendientes(respuesta.pendientes), () => {});
    return () => controller.abort();
  }, [enMenu, conSesion, pendientes, setPendientes]);
  return pendientes;
}

const Cuenta = styled.span`
  display: inline-block;
  min-width: 1.5rem;
  margin-left: 0.5rem;
  padding: 0 0.375rem;
  border-radius: 999px;
  background: ${theme.color.primary};
  color: #fff;
  font-size: 0.875rem;
  font-weight: 700;
  text-align: center;
`;

export function CandidateLinks({ links }: { links: readonly MenuLink[] }) {
  const pendientes = usePreguntasPendientes(links);
  return (
    <List>
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

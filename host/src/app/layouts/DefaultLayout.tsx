import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { href } from '@portal/shared/routes';
import { portalConfigAtom, sessionAtom } from '@portal/shared/state';
import { theme } from '@portal/shared/ui';
import { Copyright } from '../../components/Copyright';

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const SkipLink = styled.a`
  position: absolute;
  left: -999px;
  &:focus { left: 1rem; top: 1rem; z-index: 10; padding: 0.5rem 1rem; background: ${theme.color.background}; }
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1.5rem;
  padding: 0.75rem max(1rem, calc((100% - ${theme.maxWidth}) / 2));
  background: ${theme.color.primary};
  color: ${theme.color.onPrimary};
  a { color: ${theme.color.onPrimary}; }
`;

const Brand = styled(Link)`
  font-size: 1.25rem;
  font-weight: 700;
  text-decoration: none;
`;

const Account = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 1.5rem 1rem;
  &:focus { outline: none; }
`;

const Footer = styled.footer`
  padding: 1rem;
  border-top: 1px solid ${theme.color.border};
  color: ${theme.color.textMuted};
  font-size: 0.875rem;
  text-align: center;
`;

/** Header with the portal's name and the candidate's account links, the page, and the footer. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const portal = useAtomValue(portalConfigAtom);
  const session = useAtomValue(sessionAtom);
  return (
    <Shell>
      <SkipLink href="#contenido">Saltar al contenido</SkipLink>
      <Header>
        <Brand to="/">{portal.nombre}</Brand>
        <Account aria-label="Tu cuenta">
          {session ? (
            <>
              <span>Hola, {session.candidato.nombres}</span>
              <Link to={href('logout')}>Cerrar sesión</Link>
            </>
          ) : (
            <Link to={href('login')}>Ingresa a tu cuenta</Link>
          )}
        </Account>
      </Header>
      <Main id="contenido" tabIndex={-1}>
        {children}
      </Main>
      <Footer>
        <Copyright owner={portal.nombre} />
      </Footer>
    </Shell>
  );
}

import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { href } from '@portal/shared/routes';
import { ButtonLink, theme } from '@portal/shared/ui';
import { usePageMetadata } from '../../lib/page-metadata/usePageMetadata';

const Section = styled.section`
  max-width: 40rem;
  margin: 3rem auto;
  padding: 0 1rem;
  text-align: center;
`;

const WaysOn = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${theme.space[4]};
`;

/** The 404 page: unknown paths, routes of another portal type, and params that fail their check. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  usePageMetadata(null);
  return (
    <Section aria-labelledby="not-found-title">
      {/* SPEC.md words the heading in English: marked as such, a screen reader pronounces it right. */}
      <h1 id="not-found-title" lang="en">
        Page not found: {pathname}
      </h1>
      <p>La página que buscas no existe o cambió de dirección.</p>
      {/* The portal's banner above keeps its search and menu: these are the two most likely ways on. */}
      <WaysOn>
        <ButtonLink as={Link} to={href('trabajoEmpleo')}>
          Ver ofertas de empleo
        </ButtonLink>
        <Link to="/">Volver al inicio</Link>
      </WaysOn>
    </Section>
  );
}

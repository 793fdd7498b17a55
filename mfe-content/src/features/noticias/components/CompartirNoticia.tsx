import { enlaceDeRed, NOMBRE_RED, REDES, urlConUtm } from '@portal/shared/routes';
import { theme } from '@portal/shared/ui';
import { useId } from 'react';
import styled from 'styled-components';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const NetworkLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0.5rem 0.875rem;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  color: ${theme.color.primary};
  font-weight: 600;
  text-decoration: none;
  &:hover { text-decoration: underline; }
`;

const Heading = styled.h2`
  margin: 0 0 0.5rem;
  font-size: 1.125rem;
`;

/** The article's share links, each with its network's UTM tags (SPEC.md section 2). `url`: its canonical URL. */
export function CompartirNoticia({ url, titulo }: { url: string; titulo: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId}>Compartir</Heading>
      <List>
        {REDES.map((red) => (
          <li key={red}>
            <NetworkLink href={enlaceDeRed(red, urlConUtm(url, red), titulo)} target="_blank" rel="noopener noreferrer" aria-label={`Compartir en ${NOMBRE_RED[red]} (se abre en una pestaña nueva)`}>
              {NOMBRE_RED[red]}
            </NetworkLink>
          </li>
        ))}
      </List>
    </section>
  );
}

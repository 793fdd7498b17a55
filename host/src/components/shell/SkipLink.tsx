import styled from 'styled-components';
import { theme } from '@portal/shared/ui';

/** The id of every layout's <main>: the skip link's target. */
export const MAIN_ID = 'contenido';

const Link = styled.a`
  position: absolute;
  top: 0.5rem;
  left: -999px;
  z-index: 1200;
  padding: 0.5rem 1rem;
  border-radius: ${theme.radius};
  background: ${theme.color.background};
  color: ${theme.color.primary};
  font-weight: 600;
  &:focus { left: 0.5rem; }
  /* It shows over the header bar. */
  &:focus-visible { outline-color: ${theme.color.focusOnPrimary}; }
`;

/** First stop of the keyboard: straight past the header to the page. */
export function SkipLink() {
  return <Link href={`#${MAIN_ID}`}>Saltar al contenido</Link>;
}

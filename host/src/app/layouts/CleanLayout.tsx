import type { ReactNode } from 'react';
import styled from 'styled-components';
import { MAIN_ID } from '../../components/shell/SkipLink';

const Main = styled.main`
  min-height: 100vh;
  padding: 1rem;
`;

/** Page content only: host pages (404, /check, test pages) and pages that bring their own frame. */
export function CleanLayout({ children }: { children: ReactNode }) {
  return <Main id={MAIN_ID}>{children}</Main>;
}

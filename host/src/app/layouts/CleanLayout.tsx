import type { ReactNode } from 'react';
import styled from 'styled-components';

const Main = styled.main`
  min-height: 100vh;
  padding: 1rem;
`;

/** Page content only: host pages (404, logout) and pages that bring their own frame. */
export function CleanLayout({ children }: { children: ReactNode }) {
  return <Main>{children}</Main>;
}

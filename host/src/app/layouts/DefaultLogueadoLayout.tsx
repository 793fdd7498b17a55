import type { ReactNode } from 'react';
import { Frame } from '../../components/shell/Frame';

/** The candidate area: the default frame whose menu also lists the candidate's pages. */
export function DefaultLogueadoLayout({ children }: { children: ReactNode }) {
  return (
    <Frame navigation search candidateLinks>
      {children}
    </Frame>
  );
}

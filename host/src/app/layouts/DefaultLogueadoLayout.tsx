import type { ReactNode } from 'react';
import { CandidateMenu } from '../../components/shell/CandidateMenu';
import { Frame } from '../../components/shell/Frame';

/** The candidate area: the default frame with the area's own navigation beside the page. */
export function DefaultLogueadoLayout({ children }: { children: ReactNode }) {
  return (
    <Frame navigation search aside={<CandidateMenu />} asideAt="start">
      {children}
    </Frame>
  );
}

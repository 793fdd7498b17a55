import type { ReactNode } from 'react';
import { CandidateMenu } from '../../components/shell/CandidateMenu';
import { Frame } from '../../components/shell/Frame';

/** Saved offers: the frame with the candidate area's navigation beside the list. */
export function OfertasGuardadasLayout({ children }: { children: ReactNode }) {
  return (
    <Frame navigation search aside={<CandidateMenu />} asideAt="start">
      {children}
    </Frame>
  );
}

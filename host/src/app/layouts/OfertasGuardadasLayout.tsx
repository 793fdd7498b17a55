import type { ReactNode } from 'react';
import { CandidateMenu, useCandidateLinks } from '../../components/shell/CandidateMenu';
import { Frame } from '../../components/shell/Frame';

/** Saved offers: the frame with the candidate's menu beside the list. */
export function OfertasGuardadasLayout({ children }: { children: ReactNode }) {
  const links = useCandidateLinks();
  return (
    <Frame navigation search aside={links.length > 0 ? <CandidateMenu links={links} /> : undefined} asideAt="start">
      {children}
    </Frame>
  );
}

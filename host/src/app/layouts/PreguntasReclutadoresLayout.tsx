import type { ReactNode } from 'react';
import { CandidateMenu } from '../../components/shell/CandidateMenu';
import { Frame } from '../../components/shell/Frame';

/** Recruiters' questions: the frame with the candidate area's navigation beside the questions. */
export function PreguntasReclutadoresLayout({ children }: { children: ReactNode }) {
  return (
    <Frame navigation search aside={<CandidateMenu />} asideAt="start">
      {children}
    </Frame>
  );
}

import { CandidateMenu } from '../../components/shell/CandidateMenu';
import { Frame } from '../../components/shell/Frame';
import type { Layout } from './types';

/** Recruiters' questions: the frame with the candidate area's navigation beside the questions. */
export const preguntasReclutadoresLayout: Layout = (page) => (
  <Frame navigation search aside={<CandidateMenu />} asideAt="start">
    {page}
  </Frame>
);

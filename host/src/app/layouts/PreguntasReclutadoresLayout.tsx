import { CandidateMenuDiferido } from '../../components/shell/CandidateMenuDiferido';
import { Frame } from '../../components/shell/Frame';
import type { Layout } from './types';

/** Recruiters' questions: the frame with the candidate area's navigation beside the questions. */
export const preguntasReclutadoresLayout: Layout = (page) => (
  <Frame navigation search aside={<CandidateMenuDiferido />} asideAt="start">
    {page}
  </Frame>
);

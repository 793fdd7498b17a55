import { CandidateMenu } from '../../components/shell/CandidateMenu';
import { Frame } from '../../components/shell/Frame';
import type { Layout } from './types';

/** Saved offers: the frame with the candidate area's navigation beside the list. */
export const ofertasGuardadasLayout: Layout = (page) => (
  <Frame navigation search aside={<CandidateMenu />} asideAt="start">
    {page}
  </Frame>
);

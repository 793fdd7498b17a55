import { CandidateMenuDiferido } from '../../components/shell/CandidateMenuDiferido';
import { Frame } from '../../components/shell/Frame';
import type { Layout } from './types';

/** Saved offers: the frame with the candidate area's navigation beside the list. */
export const ofertasGuardadasLayout: Layout = (page) => (
  <Frame navigation search aside={<CandidateMenuDiferido />} asideAt="start">
    {page}
  </Frame>
);

import { CandidateMenuDiferido } from '../../components/shell/CandidateMenuDiferido';
import { Frame } from '../../components/shell/Frame';
import type { Layout } from './types';

/** The candidate area: the default frame with the area's own navigation beside the page. */
export const defaultLogueadoLayout: Layout = (page) => (
  <Frame navigation search aside={<CandidateMenuDiferido />} asideAt="start">
    {page}
  </Frame>
);

import { Frame } from '../../components/shell/Frame';
import type { Layout } from './types';

/**
 * The news list: the default frame. Its categories aside waits for a categories source (no api endpoint yet:
 * each item links to its category's list): an aside without categories would be an empty box.
 */
export const listaNoticiasLayout: Layout = (page) => (
  <Frame navigation search>
    {page}
  </Frame>
);

import { Frame } from '../../components/shell/Frame';
import type { Layout } from './types';

/** The portal's frame with the search box of mfe-search in the header. */
export const defaultLayout: Layout = (page) => (
  <Frame navigation search>
    {page}
  </Frame>
);

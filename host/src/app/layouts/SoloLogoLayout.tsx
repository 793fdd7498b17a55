import { Frame } from '../../components/shell/Frame';
import type { Layout } from './types';

/** Pages reached from e-mail links: the portal's name only, so the visitor knows where they landed. */
export const soloLogoLayout: Layout = (page) => <Frame>{page}</Frame>;

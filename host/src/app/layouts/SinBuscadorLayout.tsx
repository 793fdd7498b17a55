import { Frame } from '../../components/shell/Frame';
import type { Layout } from './types';

/** The default frame without the header's search box: pages with a search of their own (the home). */
export const sinBuscadorLayout: Layout = (page) => <Frame navigation>{page}</Frame>;

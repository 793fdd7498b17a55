import { Frame } from '../../components/shell/Frame';
import type { Layout } from './types';

/**
 * Search results and landings: the frame without the header's search box, since the page has its own
 * search field (one per page: on a phone the first offers fit on the first screen).
 */
export const resultadosBusquedaLayout: Layout = (page) => <Frame navigation>{page}</Frame>;

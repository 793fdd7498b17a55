import type { ReactNode } from 'react';
import { Frame } from '../../components/shell/Frame';

/**
 * Search results and landings: the frame without the header's search box, since the page has its own
 * search field (one per page: on a phone the first offers fit on the first screen).
 */
export function ResultadosBusquedaLayout({ children }: { children: ReactNode }) {
  return <Frame navigation>{children}</Frame>;
}

import type { ReactNode } from 'react';
import { Frame } from '../../components/shell/Frame';

/** Search results and landings: the frame with the header's search box; the page brings its own filters. */
export function ResultadosBusquedaLayout({ children }: { children: ReactNode }) {
  return (
    <Frame navigation search>
      {children}
    </Frame>
  );
}

import type { ReactNode } from 'react';
import { Frame } from '../../components/shell/Frame';

/** The default frame without the header's search box: pages with a search of their own (the home). */
export function SinBuscadorLayout({ children }: { children: ReactNode }) {
  return <Frame navigation>{children}</Frame>;
}

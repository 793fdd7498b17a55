import type { ReactNode } from 'react';
import { Frame } from '../../components/shell/Frame';

/** The portal's frame with the search box of mfe-search in the header. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <Frame navigation search>
      {children}
    </Frame>
  );
}

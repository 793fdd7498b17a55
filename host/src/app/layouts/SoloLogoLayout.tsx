import type { ReactNode } from 'react';
import { Frame } from '../../components/shell/Frame';

/** Pages reached from e-mail links: the portal's name only, so the visitor knows where they landed. */
export function SoloLogoLayout({ children }: { children: ReactNode }) {
  return <Frame>{children}</Frame>;
}

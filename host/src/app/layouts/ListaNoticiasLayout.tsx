import type { ReactNode } from 'react';
import { Frame } from '../../components/shell/Frame';

/**
 * The news list: the default frame. Its categories aside waits for a categories source (no api endpoint yet:
 * each item links to its category's list): an aside without categories would be an empty box.
 */
export function ListaNoticiasLayout({ children }: { children: ReactNode }) {
  return (
    <Frame navigation search>
      {children}
    </Frame>
  );
}

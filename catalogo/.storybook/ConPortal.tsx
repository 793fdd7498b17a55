import type { ReactNode } from 'react';
import { createPortalStore } from '@portal/shared/state';
import { PortalProviders } from '@portal/shared/ui';
import { cssDelPortal } from './tema';

const store = createPortalStore();

/** What every app renders under (the store, the theme, the global style), and the chosen portal's theme. */
export function ConPortal({ carpeta, children }: { carpeta: string; children: ReactNode }) {
  const css = cssDelPortal(carpeta);
  return (
    <PortalProviders store={store}>
      {css ? <style id="tema-portal">{css}</style> : null}
      {children}
    </PortalProviders>
  );
}

import type { ReactNode } from 'react';
import { createPortalStore } from '@portal/shared/state';
import { CSS_BASE, ESTILO_BASE_ID } from '@portal/shared/tema';
import { PortalProviders } from '@portal/shared/ui';
import { cssDelPortal } from './tema';

const store = createPortalStore();

/**
 * What every app renders under (the store, the theme), and what the edge writes into every page: the base style
 * and the chosen portal's theme.
 */
export function ConPortal({ carpeta, children }: { carpeta: string; children: ReactNode }) {
  const css = cssDelPortal(carpeta);
  return (
    <PortalProviders store={store}>
      <style id={ESTILO_BASE_ID}>{CSS_BASE}</style>
      {css ? <style id="tema-portal">{css}</style> : null}
      {children}
    </PortalProviders>
  );
}

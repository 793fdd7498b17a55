import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createPortalStore, type PortalStore } from '@portal/shared/state';
import { PortalProviders } from '@portal/shared/ui';

/** Renders under the providers the host gives every page, with a fresh store (or the one given). */
export function renderWithProviders(ui: ReactElement, store: PortalStore = createPortalStore()): RenderResult & { store: PortalStore } {
  return { store, ...render(<PortalProviders store={store}>{ui}</PortalProviders>) };
}

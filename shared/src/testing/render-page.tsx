import { DEFAULT_PORTAL_CONFIG, type PortalConfig } from '@portal/shared/contract';
import { createPortalStore, portalConfigAtom, type PortalStore } from '@portal/shared/state';
import { PortalProviders } from '../ui';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';

export interface RenderPageOptions {
  /** The route pattern the page is mounted at, e.g. `/trabajo/:oferta`. */
  path: string;
  /** The URL opened first; defaults to `path`. */
  url?: string;
  portal?: Partial<PortalConfig>;
  /** Seeds the store before the first render (channels, session…). */
  seed?: (store: PortalStore) => void;
}

/** Where a navigation away from the page landed. */
function OtherRoute() {
  const location = useLocation();
  return <p>Otra ruta: {`${location.pathname}${location.search}`}</p>;
}

/** Renders a page as the host does: shared store and theme, inside a data router. */
export function renderPage(page: ReactElement, { path, url = path, portal, seed }: RenderPageOptions) {
  const store = createPortalStore();
  store.set(portalConfigAtom, { ...DEFAULT_PORTAL_CONFIG, ...portal });
  seed?.(store);
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '*', element: <OtherRoute /> },
    ],
    { initialEntries: [url] },
  );
  const user = userEvent.setup();
  const view = render(
    <PortalProviders store={store}>
      <RouterProvider router={router} />
    </PortalProviders>,
  );
  return { ...view, store, router, user };
}

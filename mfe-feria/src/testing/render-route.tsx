import { DEFAULT_PORTAL_CONFIG, type PortalConfig } from '@portal/shared/contract';
import { ROUTES } from '@portal/shared/routes';
import { createPortalStore, portalConfigAtom } from '@portal/shared/state';
import { PortalProviders } from '@portal/shared/ui';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, isRouteErrorResponse, RouterProvider, useLocation, useRouteError } from 'react-router-dom';
import { pages } from '../app/pages';

/** The host's errorElement in short: a 404 answer is its not-found page. */
function ErrorElement() {
  const error = useRouteError();
  const { pathname } = useLocation();
  return isRouteErrorResponse(error) && error.status === 404 ? <h1>Page not found: {pathname}</h1> : <h1>¡Se cayó la página!</h1>;
}

/** Renders `url` among every mfe-feria route of the manifest, as the host mounts them. */
export function renderRoute(url: string, portal: Partial<PortalConfig> = { idDominio: 860, tipoPortal: 'FERIA' }) {
  const store = createPortalStore();
  store.set(portalConfigAtom, { ...DEFAULT_PORTAL_CONFIG, ...portal });
  const children = ROUTES.filter((route) => route.owner === 'mfe_feria').map((route) => {
    const Page = pages[route.name]!;
    return { path: route.path, element: <Page /> };
  });
  const router = createMemoryRouter([{ errorElement: <ErrorElement />, children }], { initialEntries: [url] });
  const user = userEvent.setup();
  render(
    <PortalProviders store={store}>
      <RouterProvider router={router} />
    </PortalProviders>,
  );
  return { router, store, user };
}

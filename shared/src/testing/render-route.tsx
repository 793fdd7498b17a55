import { DEFAULT_PORTAL_CONFIG, type PortalConfig } from '@portal/shared/contract';
import { ROUTES, type RemoteName, type RemotePages } from '@portal/shared/routes';
import { createPortalStore, portalConfigAtom } from '@portal/shared/state';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, isRouteErrorResponse, RouterProvider, useLocation, useRouteError } from 'react-router-dom';
import { PortalProviders } from '../ui';

/** The host's errorElement in short: a 404 answer is its not-found page. */
function ErrorElement() {
  const error = useRouteError();
  const { pathname } = useLocation();
  return isRouteErrorResponse(error) && error.status === 404 ? <h1>Page not found: {pathname}</h1> : <h1>¡Se cayó la página!</h1>;
}

/** Opens `url` among a remote's manifest routes and pages, as the host mounts them (with its 404 page). */
export function renderRoute(url: string, { owner, pages, portal }: { owner: RemoteName; pages: RemotePages; portal?: Partial<PortalConfig> }) {
  const store = createPortalStore();
  store.set(portalConfigAtom, { ...DEFAULT_PORTAL_CONFIG, ...portal });
  const children = ROUTES.filter((route) => route.owner === owner).map((route) => {
    const Page = pages[route.name];
    return { path: route.path, element: Page ? <Page /> : null };
  });
  const router = createMemoryRouter([{ errorElement: <ErrorElement />, children }], { initialEntries: [url] });
  const user = userEvent.setup();
  const view = render(
    <PortalProviders store={store}>
      <RouterProvider router={router} />
    </PortalProviders>,
  );
  return { ...view, router, store, user };
}

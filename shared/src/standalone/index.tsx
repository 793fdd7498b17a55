import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { loadAppConfig } from '../config';
import { TEXTOS_DE_RUTA } from '../metadatos/textos-de-rutas';
import { ROUTES, type RemoteName, type RemotePages } from '../routes';
import { startPortalSession } from '@portal/shared/state';
import { PortalProviders, Spinner } from '../ui';

function Loading() {
  return (
    <p role="status">
      <Spinner /> Cargando...
    </p>
  );
}

/** A bare frame around the squad's pages; the real layouts belong to the host. */
function StandaloneFrame({ owner }: { owner: RemoteName }) {
  const ownRoutes = ROUTES.filter((route) => route.owner === owner && !route.path.includes(':'));
  return (
    <>
      <header>
        <nav aria-label={`Páginas de ${owner}`}>
          {ownRoutes.map((route) => (
            <Link key={route.name} to={route.path} style={{ marginRight: '1rem' }}>
              {TEXTOS_DE_RUTA[route.name].title}
            </Link>
          ))}
        </nav>
      </header>
      <main>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}

function StandaloneRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function routesOf(owner: RemoteName, pages: RemotePages): RouteObject[] {
  const children: RouteObject[] = ROUTES.filter((route) => route.owner === owner).map((route) => {
    const Page = pages[route.name];
    return { path: route.path, element: Page ? <Page /> : <p>{owner} todavía no tiene la página «{route.name}».</p> };
  });
  children.push({ path: '*', element: <p>Esta ruta no es de {owner}: ábrela en el portal completo.</p> });
  return [{ element: <StandaloneFrame owner={owner} />, children }];
}

/**
 * Runs a squad's pages alone (`pnpm --filter <remote> dev`), with the providers the host gives them:
 * store, theme, api client and portal configuration.
 */
export async function startStandalone(owner: RemoteName, pages: RemotePages): Promise<void> {
  const { store } = await startPortalSession(await loadAppConfig(), { tolerateApiDown: true });
  const container = document.getElementById('root');
  if (!container) throw new Error('The standalone page has no #root element.');
  createRoot(container).render(
    <StrictMode>
      <PortalProviders store={store}>
        <BrowserRouter>
          <StandaloneRoutes routes={routesOf(owner, pages)} />
        </BrowserRouter>
      </PortalProviders>
    </StrictMode>,
  );
}

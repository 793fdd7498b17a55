import { PreloadedAnswersProvider } from '@portal/shared/api';
import type { PortalConfig } from '@portal/shared/contract';
import type { RemotePages, RouteLoaders, RouteName, RouteParams } from '@portal/shared/routes';
import { preloadPage } from './preload-page';
import { renderPage } from './render-page';
import type { RecordedRequest } from './stub-api';

interface Remote {
  loaders: RouteLoaders;
  pages: RemotePages;
  /** Stubs the api (stubApi or the remote's own), before the edge preloads. */
  stub: () => { requests: RecordedRequest[] };
  portal?: PortalConfig;
}

/**
 * Renders a remote's page of route `name` with the answers the edge preloads for it, as when the browser
 * hydrates a server render. Returns the requests the page itself then sends (none, when the loader is right).
 */
export async function renderPreloaded({ loaders, pages, stub, portal }: Remote, name: string, path: string, url: string, params: RouteParams) {
  const { requests } = stub();
  const respuestas = await preloadPage(loaders, name as RouteName, url, params, portal);
  requests.length = 0;
  const Page = pages[name]!;
  renderPage(
    <PreloadedAnswersProvider answers={new Map(Object.entries(respuestas))}>
      <Page />
    </PreloadedAnswersProvider>,
    { path, url, portal },
  );
  return requests;
}

// The React render of a page on the edge: the same route objects, shell and remote pages the browser
// renders (host/src/app), with a static router, styled-components' server stylesheet and the answers the
// route's loaders fetched. The browser hydrates the result with the same tree (host/src/bootstrap.tsx).
import { createStore } from 'jotai';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { PreloadedAnswersProvider } from '@portal/shared/api';
import type { AppConfig } from '@portal/shared/config';
import type { Canal, PortalConfig } from '@portal/shared/contract';
import type { RouteDef } from '@portal/shared/routes';
import { appConfigAtom, canalesAtom, fechaServidorAtom, portalConfigAtom } from '@portal/shared/state';
import { App } from '../../src/app/App';
import { widgetsEnNavegadorAtom } from '../../src/features/remotes/widgets-en-navegador';
import type { RemotesManifest } from '../../src/lib/remotes-manifest';
import { AppRoutes, buildRoutes } from '../../src/app/router';
import { recordarReglas } from './reglas-recordadas';

export interface RenderInput {
  /** Path and query string of the page. */
  url: string;
  /** The route the edge matched the path to. */
  route: RouteDef;
  appConfig: AppConfig;
  remotes: RemotesManifest;
  portal: PortalConfig;
  canales: Canal[];
  respuestas: Record<string, unknown>;
  /** The fair window's server date on FERIA portals, else null. */
  fechaServidor: Date | null;
  /** Remote widgets rendered as placeholders, left to the browser (`mfe_search/SearchBox`). */
  enNavegador: readonly string[];
}

export interface RenderedMarkup {
  /** What goes inside #root, as UTF-8: as React writes it, and as the page is sent (page-bytes.ts). */
  html: Uint8Array;
  /** The <style> tags of the components rendered. */
  styles: string;
}

async function bytes(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Renders the page; throws on any render error, so the page falls back to browser rendering. */
export async function renderMarkup(input: RenderInput): Promise<RenderedMarkup> {
  // The browser's store at hydration holds the same: no session (signed-in visitors are not server-rendered).
  const store = createStore();
  store.set(appConfigAtom, input.appConfig);
  store.set(portalConfigAtom, input.portal);
  store.set(canalesAtom, input.canales);
  store.set(fechaServidorAtom, input.fechaServidor);
  store.set(widgetsEnNavegadorAtom, input.enNavegador);
  const booted = { store, appConfig: input.appConfig, portal: input.portal, remotes: input.remotes };

  const sheet = recordarReglas(new ServerStyleSheet());
  const errors: unknown[] = [];
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <PreloadedAnswersProvider answers={new Map(Object.entries(input.respuestas))}>
          <App
            booted={booted}
            router={
              <StaticRouter location={input.url}>
                {/* The matched route alone: the same markup as the whole table, which the router would rank again. */}
                <AppRoutes routes={buildRoutes(input.portal.tipoPortal, [input.route])} />
              </StaticRouter>
            }
          />
        </PreloadedAnswersProvider>,
      ),
      {
        onError: (error) => void errors.push(error),
        // Every boundary inline in the markup: React otherwise moves large ones after it with an inline
        // script that puts them in place, which the CSP (no inline scripts) blocks.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
    const html = await bytes(prelude);
    if (errors.length > 0) throw errors[0];
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

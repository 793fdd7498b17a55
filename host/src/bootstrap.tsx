import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { PreloadedAnswersProvider } from '@portal/shared/api';
import { loadAppConfig } from '@portal/shared/config';
import { href } from '@portal/shared/routes';
import { firstPageAnswers } from './app/first-page-answers';
import { readPageData } from './app/page-data';
import { PageLoading } from './components/PageLoading';
import { startVersionNotice } from './features/version-notice/version-notice';
import { CODIGOS_REGISTRO } from '@portal/shared/contract';
import { afterPageInteractive } from './lib/after-interactive';
import { cederAlNavegador } from './lib/ceder';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
const pageData = readPageData();
// The edge rendered this page: its markup stays on screen until the same tree hydrates it.
const rendered = pageData?.render && container.hasChildNodes() ? pageData.render : null;
let root: ReturnType<typeof createRoot> | null = null;
if (!rendered) {
  root = createRoot(container);
  root.render(<PageLoading />);
}

function show(app: ReactNode) {
  if (root) root.render(app);
  else {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
    // thread for the whole page (one long task of 0.5 s on a mid-range phone); the markup is on screen meanwhile.
    startTransition(() => {
      root = hydrateRoot(container as HTMLElement, app, {
        // React renders a mismatching part again in the browser. Logged, not reported as an uncaught error
        // (React's default), which would replace the whole page with the error page.
        onRecoverableError: (error) => console.error(`[${CODIGOS_REGISTRO.HYDRATION_MISMATCH}] Part of the page was rendered again in the browser.`, error),
      });
    });
  }
}

const appConfigRequest = pageData ? Promise.resolve(pageData.appConfig) : loadAppConfig();

// The shell's start-up modules, evaluated when asked for rather than with this one ("eager": in this chunk,
// no request), so each is evaluated in a task of its own.
const loadBoot = () => import(/* webpackMode: "eager" */ './app/boot');
const loadApp = () => import(/* webpackMode: "eager" */ './app/App');
/** The shell's layouts (header, footer, their styles), then its route table: the bulk of what App imports. */
const loadShellParts = [
  () => import(/* webpackMode: "eager" */ './app/layouts'),
  () => import(/* webpackMode: "eager" */ './app/router'),
];

/**
 * Each step in its own task: the modules just evaluated, the portal's session, the shell's layouts, its route
 * table, the router, then the first render. One after another they made a long task of a quarter of a second
 * on a mid-range phone.
 */
async function bootInSteps() {
  await cederAlNavegador();
  const { boot } = await loadBoot();
  const booted = await boot(appConfigRequest, pageData);
  for (const loadPart of loadShellParts) {
    await cederAlNavegador();
    await loadPart();
  }
  await cederAlNavegador();
  const { App, createRouterFor } = await loadApp();
  await cederAlNavegador();
  // The router matches the page and starts its route's loading: a task of its own before the first render.
  const router = createRouterFor(booted);
  await cederAlNavegador();
  return { booted, App, router };
}

bootInSteps().then(
  ({ booted, App, router }) => {
    // A monitor's /check and a disabled portal have no visitor to offer a new version to. Its first look at the
    // deployed builds (a request per app) waits until the page is interactive: asked at start-up, the requests
    // ran inside the page's hydration.
    if (booted.portal.estado !== 'DESACTIVADO' && window.location.pathname !== href('check')) {
      afterPageInteractive(() => startVersionNotice(booted.store, booted.remotes));
    }
    show(
      <StrictMode>
        <PreloadedAnswersProvider answers={firstPageAnswers(rendered?.respuestas, router?.history ?? null)}>
          <App booted={booted} router={router?.element ?? null} />
        </PreloadedAnswersProvider>
      </StrictMode>,
    );
  },
  async (error: unknown) => {
    console.error(`[${CODIGOS_REGISTRO.BOOT_FAILED}] The portal could not start.`, error);
    const appConfig = await appConfigRequest.catch(() => null);
    // Its chunk only when the shell cannot start: the error page is on no working page (issue 27).
    const { BootFailure } = await import('./app/BootFailure');
    if (!root) root = createRoot(container);
    root.render(<BootFailure appConfig={appConfig} />);
  },
);

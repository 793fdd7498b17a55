import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadAppConfig } from '@portal/shared/config';
import { href } from '@portal/shared/routes';
import { App, createRouterFor } from './app/App';
import { boot } from './app/boot';
import { BootFailure } from './app/BootFailure';
import { PageLoading } from './components/PageLoading';
import { startVersionNotice } from './features/version-notice/version-notice';
import { ERROR_CODES } from './lib/error-codes';
import { setScriptToastStore } from './lib/load-script';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
const root = createRoot(container);
root.render(<PageLoading />);

const appConfigRequest = loadAppConfig();
boot(appConfigRequest).then(
  (booted) => {
    setScriptToastStore(booted.store);
    // A monitor's /check and a disabled portal have no visitor to offer a new version to.
    if (booted.portal.estado !== 'DESACTIVADO' && window.location.pathname !== href('check')) {
      startVersionNotice(booted.store, booted.remotes);
    }
    root.render(
      <StrictMode>
        <App booted={booted} router={createRouterFor(booted)} />
      </StrictMode>,
    );
  },
  async (error: unknown) => {
    console.error(`[${ERROR_CODES.BOOT_FAILED}] The portal could not start.`, error);
    const appConfig = await appConfigRequest.catch(() => null);
    root.render(<BootFailure appConfig={appConfig} />);
  },
);

import { useEffect, useRef } from 'react';
import type { AppConfig } from '@portal/shared/config';
import type { PortalConfig } from '@portal/shared/contract';
import { afterPageInteractive } from '../../lib/after-interactive';
import { startThirdPartyScripts } from './start';

/**
 * Starts the third-party scripts once the page is interactive (after its load event, when the main thread
 * is idle), so none of them delays the first view or adds to its blocking time; once per page load
 * (StrictMode runs a mount effect twice in development: the first one is cancelled).
 */
export function ThirdPartyScripts({ appConfig, portal }: { appConfig: AppConfig; portal: PortalConfig }) {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    return afterPageInteractive(() => {
      started.current = true;
      startThirdPartyScripts(appConfig, portal);
    });
  }, [appConfig, portal]);
  return null;
}

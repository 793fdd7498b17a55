import { useEffect, useRef } from 'react';
import type { AppConfig } from '@portal/shared/config';
import type { PortalConfig } from '@portal/shared/contract';
import { startThirdPartyScripts } from './start';

/**
 * Starts the third-party scripts after the shell's first render, so none of them delays it; once per
 * page load (StrictMode runs a mount effect twice in development).
 */
export function ThirdPartyScripts({ appConfig, portal }: { appConfig: AppConfig; portal: PortalConfig }) {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    startThirdPartyScripts(appConfig, portal);
  }, [appConfig, portal]);
  return null;
}

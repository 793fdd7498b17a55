import { useStore } from 'jotai';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { AppConfig } from '@portal/shared/config';
import type { PortalConfig } from '@portal/shared/contract';
import { afterPageInteractive } from '../../lib/after-interactive';
import { setScriptToastStore } from '../../lib/load-script';
import { CONFIGURAR_COOKIES, necesitaConsentimiento } from './consent/necesita-consentimiento';
import { startThirdPartyScripts } from './start';

// The notice and the tag manager's loader: a chunk only the portals that measure visits fetch.
const CookieConsent = lazy(() => import(/* webpackChunkName: "consentimiento-cookies" */ './consent/CookieConsent'));

/**
 * Starts the third-party scripts once the page is interactive (after its load event, when the main thread
 * is idle), so none of them delays the first view or adds to its blocking time; once per page load
 * (StrictMode runs a mount effect twice in development: the first one is cancelled). A portal with a tag
 * manager or tracing asks the visitor first (CookieConsent), and starts them only after «Aceptar».
 */
export function ThirdPartyScripts({ appConfig, portal }: { appConfig: AppConfig; portal: PortalConfig }) {
  const started = useRef(false);
  const [interactive, setInteractive] = useState(false);
  const [pedidoDesdePie, setPedidoDesdePie] = useState(false);
  const preguntar = necesitaConsentimiento(appConfig.thirdParty, portal);
  const store = useStore();

  // Where a script that fails to load tells the visitor so (load-script.ts), before any of them starts.
  useEffect(() => setScriptToastStore(store), [store]);

  useEffect(() => {
    if (started.current) return;
    return afterPageInteractive(() => {
      started.current = true;
      startThirdPartyScripts(appConfig, portal);
      setInteractive(true);
    });
  }, [appConfig, portal]);

  useEffect(() => {
    if (!preguntar) return;
    const abrir = () => setPedidoDesdePie(true);
    window.addEventListener(CONFIGURAR_COOKIES, abrir);
    return () => window.removeEventListener(CONFIGURAR_COOKIES, abrir);
  }, [preguntar]);

  // Mounted once the page is interactive, or earlier when the footer asks for it.
  if (!preguntar || (!interactive && !pedidoDesdePie)) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsent appConfig={appConfig} portal={portal} pedidoDesdePie={pedidoDesdePie} />
    </Suspense>
  );
}

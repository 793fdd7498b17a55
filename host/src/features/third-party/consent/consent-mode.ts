import type { ThirdPartyConfig } from '@portal/shared/config';
import type { PortalConfig } from '@portal/shared/contract';
import { startTagManager } from '../tag-manager';
import { tieneTagManager } from './necesita-consentimiento';

type Estado = 'granted' | 'denied';
const senales = (estado: Estado) => ({ ad_storage: estado, ad_user_data: estado, ad_personalization: estado, analytics_storage: estado });

/** gtag.js's own function: the tag manager reads a consent command only as an `arguments` object, not an array. */
function gtag(..._comando: unknown[]): void {
  window.dataLayer = window.dataLayer ?? [];
  // eslint-disable-next-line prefer-rest-params -- Consent Mode ignores a command pushed as an array
  window.dataLayer.push(arguments);
}

/** Whether the tag manager was started on this page: its data layer holds the start event. */
const cargado = () => window.dataLayer?.some((entrada) => (entrada as { event?: string } | null)?.event === 'gtm.js') ?? false;

/**
 * «Aceptar»: the tag manager's consent defaults (denied) go first, then the update to granted, then the tag
 * manager itself is loaded, once per page. Nothing on a portal without a tag manager.
 */
export async function concederEtiquetas(config: ThirdPartyConfig, portal: PortalConfig): Promise<void> {
  if (!tieneTagManager(config, portal)) return;
  const primeraVez = !cargado();
  if (primeraVez) gtag('consent', 'default', senales('denied'));
  gtag('consent', 'update', senales('granted'));
  if (primeraVez) await startTagManager(config, portal);
}

/** Measuring cookies: Google Analytics' and Ads' first-party cookies. */
const DE_MEDICION = /^(_ga|_gid|_gat|_gcl)/;

/** What tracing keeps in localStorage (BugSnag Performance's sampling probability). */
const DE_TRAZAS = 'bugsnag-sampling-probability';

/**
 * «Rechazar» after an «Aceptar»: the loaded tag manager is told denied, the measuring cookies it wrote are
 * deleted (on every domain they may have been written to: the host and its parents), and tracing's stored
 * value too. Tracing started on this page cannot be stopped: it is not started on the next one.
 */
export function retirarMedicion(): void {
  try {
    window.localStorage.removeItem(DE_TRAZAS);
  } catch {
    // Storage refused: nothing was kept there either.
  }
  if (!cargado()) return;
  gtag('consent', 'update', senales('denied'));
  const partes = window.location.hostname.split('.');
  const dominios = ['', ...partes.slice(0, -1).map((_, i) => `; Domain=.${partes.slice(i).join('.')}`)];
  for (const cookie of document.cookie.split('; ')) {
    const nombre = cookie.split('=')[0] ?? '';
    if (!DE_MEDICION.test(nombre)) continue;
    for (const dominio of dominios) document.cookie = `${nombre}=; Max-Age=0; Path=/${dominio}`;
  }
}

import type { ThirdPartyConfig } from '@portal/shared/config';
import type { PortalConfig } from '@portal/shared/contract';
import { tagManagerId } from '../tag-manager-id';

/** Whether the portal loads a tag manager: a base URL and a valid id (the portal's or the default). */
export function tieneTagManager(config: ThirdPartyConfig, portal: PortalConfig): boolean {
  return Boolean(config.tagManagerUrl && tagManagerId(portal.idAnalytics, config.tagManagerDefaultId));
}

/**
 * Whether the portal loads a non-essential third party, one that measures visits and writes to the browser
 * (Ley 21.719): the tag manager (its cookies) or performance tracing (its localStorage). Only then is the visitor
 * asked, and the notice's code fetched. The accessibility widget keeps the portal usable and the error reporter
 * working; the reporter writes nothing to the browser.
 */
export function necesitaConsentimiento(config: ThirdPartyConfig = {}, portal: PortalConfig): boolean {
  return tieneTagManager(config, portal) || Boolean(config.performanceApiKey);
}

/** The footer's «Configurar cookies» asks the notice to open again with this window event. */
export const CONFIGURAR_COOKIES = 'portal:configurar-cookies';

export function abrirConfiguracionCookies(): void {
  window.dispatchEvent(new Event(CONFIGURAR_COOKIES));
}

import type { ThirdPartyConfig } from '@portal/shared/config';
import type { PortalConfig } from '@portal/shared/contract';
import { tagManagerId } from '../tag-manager';

/**
 * Whether the portal loads a non-essential third party, one that may write cookies to measure visits: the tag
 * manager (Ley 21.719). Only then is the visitor asked, and the notice's code fetched. The accessibility widget,
 * the error reporter and tracing keep the portal usable and working; they write nothing without the visitor.
 */
export function necesitaConsentimiento(config: ThirdPartyConfig = {}, portal: PortalConfig): boolean {
  return Boolean(config.tagManagerUrl && tagManagerId(portal.idAnalytics, config.tagManagerDefaultId));
}

/** The footer's «Configurar cookies» asks the notice to open again with this window event. */
export const CONFIGURAR_COOKIES = 'portal:configurar-cookies';

export function abrirConfiguracionCookies(): void {
  window.dispatchEvent(new Event(CONFIGURAR_COOKIES));
}

import type { AppConfig } from '@portal/shared/config';
import type { PortalConfig } from '@portal/shared/contract';
import { necesitaConsentimiento } from './consent/necesita-consentimiento';

/**
 * Whether the portal loads any third-party script (start.ts, consent/CookieConsent.tsx): only then is their
 * code fetched (issue 27).
 */
export function tieneTerceros({ thirdParty = {} }: AppConfig, portal: PortalConfig): boolean {
  const widget = Boolean(thirdParty.accessibilityWidgetUrl) && portal.estado !== 'DESACTIVADO';
  return widget || Boolean(thirdParty.bugsnagApiKey) || necesitaConsentimiento(thirdParty, portal);
}

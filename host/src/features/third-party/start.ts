import type { AppConfig } from '@portal/shared/config';
import type { PortalConfig } from '@portal/shared/contract';
import { startAccessibilityWidget } from './accessibility-widget';
import { errorReporter } from '../../lib/error-reporter';

/**
 * Starts every third-party script the configuration asks for, each on its own: one that fails (blocked,
 * offline) is logged and leaves the others and the page alone. Not the tag manager nor tracing: they wait
 * for the visitor's «Aceptar» (consent/CookieConsent.tsx).
 */
export function startThirdPartyScripts(appConfig: AppConfig, portal: PortalConfig): void {
  const thirdParty = appConfig.thirdParty ?? {};
  const starts: Array<[string, Promise<unknown>]> = [
    ['accessibility widget', startAccessibilityWidget(thirdParty, portal)],
    ['error reporter', errorReporter(appConfig)],
  ];
  for (const [name, start] of starts) {
    start.catch((error: unknown) => console.warn(`Third-party script "${name}" did not start.`, error));
  }
}

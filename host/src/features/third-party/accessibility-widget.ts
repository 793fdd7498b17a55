import type { ThirdPartyConfig } from '@portal/shared/config';
import type { PortalConfig } from '@portal/shared/contract';
import { loadScript } from '../../lib/load-script';

/** The accessibility widget's script, when one is configured; never on a disabled portal (SPEC.md section 1). */
export async function startAccessibilityWidget(config: ThirdPartyConfig, portal: PortalConfig): Promise<boolean> {
  if (!config.accessibilityWidgetUrl || portal.estado === 'DESACTIVADO') return false;
  await loadScript(config.accessibilityWidgetUrl);
  return true;
}

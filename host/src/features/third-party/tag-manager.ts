import type { ThirdPartyConfig } from '@portal/shared/config';
import type { PortalConfig } from '@portal/shared/contract';
import { loadScript } from '../../lib/load-script';
import { tagManagerId } from './tag-manager-id';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function tagManagerScriptUrl(baseUrl: string, id: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/gtm.js?id=${encodeURIComponent(id)}`;
}

/**
 * Google Tag Manager as an external script: the data layer is started here rather than by the usual
 * inline snippet, which the Content-Security-Policy forbids. Nothing loads without an id or a base URL.
 */
export async function startTagManager(config: ThirdPartyConfig, portal: PortalConfig): Promise<boolean> {
  const id = tagManagerId(portal.idAnalytics, config.tagManagerDefaultId);
  if (!id || !config.tagManagerUrl) return false;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  await loadScript(tagManagerScriptUrl(config.tagManagerUrl, id));
  return true;
}

import type { ThirdPartyConfig } from '@portal/shared/config';
import type { PortalConfig } from '@portal/shared/contract';
import { loadScript } from '../../lib/load-script';

/** SPEC.md section 3: a tag-manager id is `GTM-` followed by letters and digits. */
const TAG_MANAGER_ID = /^GTM-[A-Z0-9]+$/;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** The portal's `idAnalytics` when it is a valid id, else the configured default (when valid), else none. */
export function tagManagerId(idAnalytics: string | null, defaultId: string | undefined): string | null {
  return [idAnalytics, defaultId].find((id): id is string => !!id && TAG_MANAGER_ID.test(id)) ?? null;
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

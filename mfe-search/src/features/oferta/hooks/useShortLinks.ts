import { acortarUrl } from '@portal/shared/api';
import { useEffect, useState } from 'react';
import { REDES, urlConUtm, type Red } from '../lib/share';

/**
 * The offer's tagged URL per network, shortened through the api once `enabled` (the share menu opened):
 * crawlers and visitors who never share create no links. Until a short link arrives, or when the
 * shortener fails, the long tagged URL is used, so every link works at once. None without a canonical URL
 * (server render).
 */
export function useShortLinks(canonical: string | null, enabled: boolean): Record<Red, string> | null {
  const largos = canonical ? (Object.fromEntries(REDES.map((red) => [red, urlConUtm(canonical, red)])) as Record<Red, string>) : null;
  const [cortos, setCortos] = useState<Partial<Record<Red, string>>>({});

  useEffect(() => {
    if (!enabled || !canonical) return;
    const controller = new AbortController();
    for (const red of REDES) {
      acortarUrl(urlConUtm(canonical, red), controller.signal).then(
        ({ urlCorta }) => setCortos((antes) => ({ ...antes, [red]: urlCorta })),
        () => {}, // the long URL stays: sharing must not depend on the shortener
      );
    }
    return () => controller.abort();
  }, [canonical, enabled]);

  return largos && { ...largos, ...cortos };
}

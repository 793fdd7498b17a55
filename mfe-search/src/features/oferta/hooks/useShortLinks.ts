import { acortarUrl } from '@portal/shared/api';
import { REDES, urlConUtm, type Red } from '@portal/shared/routes';
import { useEffect, useState } from 'react';

/**
 * The offer's tagged URL per network, shortened through the api once `enabled` (the share menu opened):
 * crawlers and visitors who never share create no links. Until a short link arrives, or when the
 * shortener fails, the long tagged URL is used, so every link works at once.
 */
export function useShortLinks(canonical: string, enabled: boolean): Record<Red, string> {
  const largos = Object.fromEntries(REDES.map((red) => [red, urlConUtm(canonical, red)])) as Record<Red, string>;
  const [cortos, setCortos] = useState<Partial<Record<Red, string>>>({});

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    for (const red of REDES) {
      acortarUrl(urlConUtm(canonical, red), controller.signal).then(
        ({ urlCorta }) => setCortos((antes) => ({ ...antes, [red]: urlCorta })),
        () => {}, // the long URL stays: sharing must not depend on the shortener
      );
    }
    return () => controller.abort();
  }, [canonical, enabled]);

  return { ...largos, ...cortos };
}

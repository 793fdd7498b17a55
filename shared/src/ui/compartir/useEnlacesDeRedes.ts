import { REDES, urlConUtm, type Red } from './redes';
import { useEffect, useState } from 'react';

/** Turns a long URL into a short one (the api's /e/{codigo} links, which count clicks). */
export type Acortador = (url: string, signal: AbortSignal) => Promise<string>;

/**
 * The page's URL tagged for each network (SPEC.md's UTM tags), shortened by `acortar` when given. Until a short
 * link arrives, or when shortening fails, the long tagged URL is used, so every link works at once. Mounted
 * only once the menu opens: crawlers and visitors who never share create no short link.
 */
export function useEnlacesDeRedes(canonical: string, acortar?: Acortador): Record<Red, string> {
  const [cortos, setCortos] = useState<Partial<Record<Red, string>>>({});

  useEffect(() => {
    if (!acortar) return undefined;
    const controller = new AbortController();
    for (const red of REDES) {
      acortar(urlConUtm(canonical, red), controller.signal).then(
        (corto) => setCortos((antes) => ({ ...antes, [red]: corto })),
        () => {}, // the long URL stays: sharing must not depend on the shortener
      );
    }
    return () => controller.abort();
  }, [canonical, acortar]);

  const largos = Object.fromEntries(REDES.map((red) => [red, urlConUtm(canonical, red)])) as Record<Red, string>;
  return { ...largos, ...cortos };
}

import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element comes within `margen` of the screen (and from then on). Without
 * IntersectionObserver (old browsers, tests) it is true at once: the content then loads as if it were near.
 */
export function useCercaDePantalla(ref: RefObject<Element | null>, desdeYa: boolean, margen = '600px'): boolean {
  const [cerca, setCerca] = useState(desdeYa);
  useEffect(() => {
    if (cerca) return;
    const elemento = ref.current;
    if (!elemento || typeof IntersectionObserver === 'undefined') {
      setCerca(true);
      return;
    }
    const observer = new IntersectionObserver((entradas) => {
      if (entradas.some((entrada) => entrada.isIntersecting)) setCerca(true);
    }, { rootMargin: `${margen} 0px` });
    observer.observe(elemento);
    return () => { observer.disconnect(); };
  }, [cerca, ref, margen]);
  return cerca;
}

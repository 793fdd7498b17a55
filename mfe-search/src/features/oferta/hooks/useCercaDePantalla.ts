import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element is on the screen, or within `margen` of it once the reader has scrolled (and from then
 * on): what lies just below the first view comes as the reader reads on, ahead of its reaching it, but is not
 * part of the first view (issue 27 counts every script fetched until the network is quiet). Without
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
    let dentroDelMargen = false;
    let desplazado = false;
    const observer = new IntersectionObserver((entradas) => {
      const entrada = entradas.at(-1);
      dentroDelMargen = entrada?.isIntersecting === true;
      if (dentroDelMargen && (desplazado || entrada!.boundingClientRect.top < window.innerHeight)) setCerca(true);
    }, { rootMargin: `${margen} 0px` });
    const alDesplazar = () => {
      desplazado = true;
      if (dentroDelMargen) setCerca(true);
    };
    observer.observe(elemento);
    window.addEventListener('scroll', alDesplazar, { passive: true, once: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', alDesplazar);
    };
  }, [cerca, ref, margen]);
  return cerca;
}

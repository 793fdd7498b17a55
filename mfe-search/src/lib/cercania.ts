/**
 * Calls `alAcercarse` once the element is on the screen, or within `margen` of it once the reader has scrolled:
 * what lies just below the first view comes as the reader reads on, ahead of its reaching it, but is not part of
 * the first view (issue 27 counts every script fetched until the network is quiet). Without IntersectionObserver
 * (old browsers, tests) at once. Returns what stops watching.
 */
export function observarCercania(elemento: Element, alAcercarse: () => void, margen = '600px'): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    alAcercarse();
    return () => {};
  }
  let dentroDelMargen = false;
  let desplazado = false;
  let avisado = false;
  const avisar = () => {
    if (avisado) return;
    avisado = true;
    alAcercarse();
  };
  const observer = new IntersectionObserver((entradas) => {
    const entrada = entradas.at(-1);
    dentroDelMargen = entrada?.isIntersecting === true;
    if (dentroDelMargen && (desplazado || entrada!.boundingClientRect.top < window.innerHeight)) avisar();
  }, { rootMargin: `${margen} 0px` });
  const alDesplazar = () => {
    desplazado = true;
    if (dentroDelMargen) avisar();
  };
  observer.observe(elemento);
  window.addEventListener('scroll', alDesplazar, { passive: true, once: true });
  return () => {
    observer.disconnect();
    window.removeEventListener('scroll', alDesplazar);
  };
}

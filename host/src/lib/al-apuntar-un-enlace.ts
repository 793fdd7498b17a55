/**
 * Runs `precargar` once, the first time the visitor points at, touches or focuses a link: what only a navigation
 * needs starts loading before the click, not with every page's first view (issue 27).
 */
export function alApuntarUnEnlace(precargar: () => void): void {
  const alApuntar = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest('a[href]')) return;
    document.removeEventListener('pointerover', alApuntar);
    document.removeEventListener('focusin', alApuntar);
    precargar();
  };
  document.addEventListener('pointerover', alApuntar, { passive: true });
  document.addEventListener('focusin', alApuntar);
}

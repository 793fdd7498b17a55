/** Adds the portal's own stylesheet (urlCSS of its configuration) after the app's styles, once. */
export function applyPortalStylesheet(url: string | null): void {
  if (!url || document.head.querySelector('link[data-portal-css]')) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = url;
  link.dataset.portalCss = '';
  document.head.append(link);
}

/**
 * Reloads the page. One function the whole shell calls (chunk guard, remote chunks, "Actualizar"), so tests
 * can replace it: jsdom's window.location.reload can be neither run nor spied on.
 */
export function reloadPage(): void {
  window.location.reload();
}

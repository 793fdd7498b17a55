/**
 * The head the edge wrote for the page it rendered: the browser renders that page with the same answers, so the
 * head already says what pageMeta would, and pageMeta's code waits for the first navigation (issue 27). From the
 * first other page on (back to the first one included), the browser writes every head itself.
 */
let vigente = false;

/** bootstrap: the edge rendered the first page (and wrote its head). */
export function conservarCabeceraDelEdge(): void {
  vigente = true;
}

/** Whether the page of the history entry `key` still has the edge's head ("default": the visit's first entry). */
export function cabeceraDelEdgeVigente(key: string): boolean {
  if (key !== 'default') vigente = false;
  return vigente;
}

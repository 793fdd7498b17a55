import type { PreloadedAnswers } from '@portal/shared/api';

/** What of a data router this needs: where it is, and word of each change. */
interface Navigating {
  state: { location: unknown };
  subscribe(listener: (state: { location: unknown }) => void): () => void;
}

/**
 * The edge's answers for the page it rendered: every part of that page reads them (the page, its metadata, a
 * widget that hydrates later); once the visitor moves to another page they are dropped, and pages ask anew.
 */
export function firstPageAnswers(respuestas: Readonly<Record<string, unknown>> | undefined, router: Navigating | null): PreloadedAnswers {
  const answers: PreloadedAnswers = new Map(Object.entries(respuestas ?? {}));
  if (answers.size === 0 || !router) return answers;
  const first = router.state.location;
  const stop = router.subscribe(({ location }) => {
    if (location === first) return;
    answers.clear();
    stop();
  });
  return answers;
}

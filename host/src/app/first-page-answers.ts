import type { PreloadedAnswers } from '@portal/shared/api';

/** What of the browser's history this needs: where it is, and word of each move before the next page renders. */
interface Navigating {
  location: { key: string };
  listen(listener: (update: { location: { key: string } }) => void): () => void;
}

/**
 * The edge's answers for the page it rendered: every part of that page reads them (the page, its metadata, a
 * widget that hydrates later); once the visitor moves to another page they are dropped, and pages ask anew.
 */
export function firstPageAnswers(respuestas: Readonly<Record<string, unknown>> | undefined, history: Navigating | null): PreloadedAnswers {
  const answers: PreloadedAnswers = new Map(Object.entries(respuestas ?? {}));
  if (answers.size === 0 || !history) return answers;
  // By key: the history hands out a new location object each time it is read.
  const first = history.location.key;
  const stop = history.listen(({ location }) => {
    if (location.key === first) return;
    answers.clear();
    stop();
  });
  return answers;
}

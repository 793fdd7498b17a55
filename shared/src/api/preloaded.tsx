// Answers the edge already fetched for a server-rendered page (route loaders), keyed as useQuery keys them.
// The server render reads them synchronously; the browser gets the same answers from the page's JSON, so the
// hydrating render shows the same content and nothing is fetched again. Each answer serves one first render.
import { createContext, useContext, type ReactNode } from 'react';

/** Query key → answer (plain JSON: it travels inside the HTML). */
export type PreloadedAnswers = Map<string, unknown>;

const PreloadedContext = createContext<PreloadedAnswers | null>(null);

export function PreloadedAnswersProvider({ answers, children }: { answers: PreloadedAnswers; children: ReactNode }) {
  return <PreloadedContext.Provider value={answers}>{children}</PreloadedContext.Provider>;
}

/** The preloaded answers of this render, if any (used by useQuery). */
export function usePreloadedAnswers(): PreloadedAnswers | null {
  return useContext(PreloadedContext);
}

import type { Canal, PortalConfig } from '@portal/shared/contract';
import type { RouteDef, RouteLoader, RouteParams } from '@portal/shared/routes';
import { subjectOf } from './subjects';

export interface PageToLoad {
  route: RouteDef;
  params: RouteParams;
  search: URLSearchParams;
  portal: PortalConfig;
  canales: readonly Canal[];
  /** The page's loader, as its remote exports it (none: the subject alone). */
  loader?: RouteLoader;
  /**
   * Answers at hand, given when the page asks for them: its subject (the edge asked for it before deciding the
   * page's status) and the portal's shared answers the edge keeps (the filter options).
   */
  known?: Readonly<Record<string, unknown>>;
}

/**
 * A page's data as the edge renders it on the server, by useQuery key: its route's subject and its loader's
 * answers, each key asked for once. Only what the page asked for: the page sends it to the browser in its data
 * block, and the filter options kept for the portal were 40 KB of every offer's page, read by none.
 */
export async function loadPage({ route, params, search, portal, canales, loader, known = {} }: PageToLoad): Promise<Record<string, unknown>> {
  const respuestas = new Map<string, unknown>();
  const ask = async <T>(key: string, fetch: () => Promise<T>): Promise<T> => {
    if (!respuestas.has(key)) respuestas.set(key, Object.hasOwn(known, key) ? known[key] : await fetch());
    return respuestas.get(key) as T;
  };
  const subject = subjectOf(route, params, portal.idDominio);
  if (subject) await ask(subject.key, () => subject.fetch());
  const loaded = (await loader?.({ params, search, portal, canales, ask })) ?? {};
  return { ...Object.fromEntries(respuestas), ...loaded };
}

import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router-dom';
import type { RouteDef } from '@portal/shared/routes';
import { sesionExpiradaAtom, sessionAtom } from '@portal/shared/state';
import { accessRedirect } from './access-rule';

/** Where the current route sends this visitor or candidate, or null when they may see it. */
export function useAccessRedirect(route: RouteDef): string | null {
  const session = useAtomValue(sessionAtom);
  const sesionExpirada = useAtomValue(sesionExpiradaAtom);
  const { pathname, search } = useLocation();
  return accessRedirect(route, { session, sesionExpirada }, `${pathname}${search}`);
}

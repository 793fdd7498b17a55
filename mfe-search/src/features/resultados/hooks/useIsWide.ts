import { theme } from '@portal/shared/ui';
import { useSyncExternalStore } from 'react';

const QUERY = `(min-width: ${theme.breakpoint.tablet})`;

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => { list.removeEventListener('change', onChange); };
}

/** Tablets and desktops show the filters beside the results; phones open them in a panel. */
export function useIsWide(): boolean {
  return useSyncExternalStore(subscribe, () => typeof window.matchMedia !== 'function' || window.matchMedia(QUERY).matches, () => true);
}

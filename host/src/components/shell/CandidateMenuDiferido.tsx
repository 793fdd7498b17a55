import { Suspense } from 'react';
import { lazyNamed } from '@portal/shared/ui';

// The candidate area's menu (with its pending questions' call, about 3 KB gz) in a chunk of its own: the layouts
// that show it are imported with every page, the public ones included.
const CandidateMenu = lazyNamed(() => import('./CandidateMenu').then((m) => m.CandidateMenu));

/** The candidate area's navigation, fetched with the first page of the area. */
export function CandidateMenuDiferido() {
  return (
    <Suspense fallback={null}>
      <CandidateMenu />
    </Suspense>
  );
}

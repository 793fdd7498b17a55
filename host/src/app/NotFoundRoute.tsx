import { Suspense } from 'react';
import { lazyNamed } from '@portal/shared/ui';
import { PageLoading } from '../components/PageLoading';
import { layouts } from './layouts';

// A path that matches no page is rare: its page's code is fetched then, not with every page.
const NotFoundPage = lazyNamed(() => import('../features/not-found/NotFoundPage').then((m) => m.NotFoundPage));

/** The 404 in the portal's own frame: its banner, search and footer are the visitor's ways on. */
export function NotFoundRoute() {
  return layouts.default(
    <Suspense fallback={<PageLoading />}>
      <NotFoundPage />
    </Suspense>,
  );
}

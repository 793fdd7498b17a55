import { lazy, Suspense, type ComponentType } from 'react';
import { Skeleton } from './Skeleton';

/** A page loaded in its own chunk, showing a skeleton inside the host's layout while the chunk arrives. */
export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  const Page = lazy(async () => ({ default: await load() }));
  return function LazyPage() {
    return (
      <Suspense fallback={<Skeleton lines={6} />}>
        <Page />
      </Suspense>
    );
  };
}

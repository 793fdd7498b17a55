import { useAtomValue } from 'jotai';
import { Suspense } from 'react';
import styled from 'styled-components';
import { toastsAtom } from '@portal/shared/state';
import { lazyNamed } from '@portal/shared/ui';

// A toast's code (the kit's Toast, the sanitiser) comes with the first toast, not with every page (issue 27).
const ToastItem = lazyNamed(() => import('./ToastItem').then((m) => m.ToastItem));

const Region = styled.div`
  position: fixed;
  right: 1rem;
  bottom: 1rem;
  left: 1rem;
  z-index: 1100;
  display: grid;
  justify-items: end;
  gap: 0.5rem;
  pointer-events: none;
`;

/**
 * SPEC.md section 2: HTML messages of four kinds (info, success, danger, warning), sanitised; the kit's Toast
 * draws each. The live region is always there, so a screen reader announces a toast added to it.
 */
export function Toasts() {
  const toasts = useAtomValue(toastsAtom);
  return (
    <Region aria-live="polite">
      {toasts.length > 0 ? (
        <Suspense fallback={null}>
          {toasts.map((toast) => (
            <ToastItem key={toast.id} toast={toast} />
          ))}
        </Suspense>
      ) : null}
    </Region>
  );
}

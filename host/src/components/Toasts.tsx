import { useAtomValue, useSetAtom } from 'jotai';
import { Suspense, useEffect } from 'react';
import styled from 'styled-components';
import { dismissToastAtom, toastsAtom, type Toast as Aviso } from '@portal/shared/state';
import { lazyNamed, Toast } from '@portal/shared/ui';

// SafeHtml and the DOMPurify it needs in the browser (about 11 KB gz): fetched with the first toast, not with every page.
const SafeHtml = lazyNamed(() => import('@portal/shared/safe-html').then((m) => m.SafeHtml));

/** Long enough to read two lines twice; the close button is always there. A toast with an action stays. */
const TOAST_MS = 8000;

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

function ToastItem({ toast }: { toast: Aviso }) {
  const dismiss = useSetAtom(dismissToastAtom);
  const { action } = toast;
  useEffect(() => {
    if (action) return undefined;
    const timer = setTimeout(() => dismiss(toast.id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [action, dismiss, toast.id]);
  return (
    <Toast tono={toast.kind} accion={action} onCerrar={() => dismiss(toast.id)}>
      <Suspense fallback={null}>
        <SafeHtml html={toast.html} />
      </Suspense>
    </Toast>
  );
}

/** SPEC.md section 2: HTML messages of four kinds (info, success, danger, warning), sanitised; the kit's Toast draws each. */
export function Toasts() {
  const toasts = useAtomValue(toastsAtom);
  return (
    <Region aria-live="polite">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </Region>
  );
}

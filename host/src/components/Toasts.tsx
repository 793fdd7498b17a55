import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import styled from 'styled-components';
import { dismissToastAtom, toastsAtom, type Toast, type ToastKind } from '@portal/shared/state';
import { theme } from '@portal/shared/ui';

// DOMPurify comes with SafeHtml (about 11 KB gz): fetched with the first toast, not with every page.
const SafeHtml = lazy(() => import('@portal/shared/safe-html').then(({ SafeHtml }) => ({ default: SafeHtml })));

/** Long enough to read two lines twice; the close button is always there. A toast with an action stays. */
const TOAST_MS = 8000;

const colors: Record<ToastKind, string> = {
  info: theme.color.primary,
  success: theme.color.success,
  danger: theme.color.danger,
  warning: theme.color.warning,
};

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

const Item = styled.div<{ $kind: ToastKind }>`
  display: flex;
  align-items: flex-start;
  gap: 1rem;
  max-width: 28rem;
  padding: 0.75rem 1rem;
  border-radius: ${theme.radius};
  background: ${({ $kind }) => colors[$kind]};
  color: ${theme.color.onPrimary};
  pointer-events: auto;
  a { color: inherit; }
`;

const Close = styled.button`
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
`;

const Action = styled.button`
  min-height: 44px;
  padding: 0.25rem 0.75rem;
  border: 2px solid currentColor;
  border-radius: ${theme.radius};
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 700;
  white-space: nowrap;
  cursor: pointer;
`;

function ToastItem({ toast }: { toast: Toast }) {
  const dismiss = useSetAtom(dismissToastAtom);
  const { action } = toast;
  useEffect(() => {
    if (action) return undefined;
    const timer = setTimeout(() => dismiss(toast.id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [action, dismiss, toast.id]);
  return (
    <Item $kind={toast.kind} role={toast.kind === 'danger' ? 'alert' : 'status'}>
      <Suspense fallback={null}>
        <SafeHtml html={toast.html} />
      </Suspense>
      {action ? (
        <Action type="button" onClick={action.onAction}>
          {action.label}
        </Action>
      ) : null}
      <Close type="button" aria-label="Cerrar aviso" onClick={() => dismiss(toast.id)}>
        ×
      </Close>
    </Item>
  );
}

/** SPEC.md section 2: HTML messages of four kinds (info, success, danger, warning), sanitised. */
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

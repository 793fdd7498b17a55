import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { dismissToastAtom, type Toast as Aviso } from '@portal/shared/state';
import { SafeHtml } from '@portal/shared/safe-html';
import { Toast } from '@portal/shared/toast';

/** Long enough to read two lines twice; the close button is always there. A toast with an action stays. */
const TOAST_MS = 8000;

/** One toast, with the sanitiser (DOMPurify, about 11 KB gz): both fetched with the first toast (Toasts.tsx). */
export function ToastItem({ toast }: { toast: Aviso }) {
  const dismiss = useSetAtom(dismissToastAtom);
  const { action } = toast;
  useEffect(() => {
    if (action) return undefined;
    const timer = setTimeout(() => dismiss(toast.id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [action, dismiss, toast.id]);
  return (
    <Toast tono={toast.kind} accion={action} onCerrar={() => dismiss(toast.id)}>
      <SafeHtml html={toast.html} />
    </Toast>
  );
}

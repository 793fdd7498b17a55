import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

interface Caught {
  error: unknown;
  /** The location it happened on: going elsewhere leaves the error page behind. */
  at: string;
}

/**
 * Errors no error boundary sees: an unhandled promise rejection, an error thrown in a timer or an event
 * callback. Returns the error while the visitor stays where it happened, so the shell shows the error page.
 * Error events without an error object (a cross-origin "Script error.", ResizeObserver notices) are not page
 * errors and are ignored.
 */
export function useUnhandledPageError(): { error: unknown } | null {
  const { key } = useLocation();
  const [caught, setCaught] = useState<Caught | null>(null);

  useEffect(() => {
    const onError = (event: ErrorEvent) => {
      if (event.error instanceof Error) setCaught({ error: event.error, at: key });
    };
    const onRejection = (event: PromiseRejectionEvent) => setCaught({ error: event.reason, at: key });
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [key]);

  return caught?.at === key ? { error: caught.error } : null;
}

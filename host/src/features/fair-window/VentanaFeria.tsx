import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useFairWindowRedirect } from './useFairWindowRedirect';

/** A FERIA portal's pages behind its window: a closed fair sends them to `/` (or pre-registration) first. */
export function VentanaFeria({ children }: { children: ReactNode }) {
  const redirect = useFairWindowRedirect();
  return redirect ? <Navigate to={redirect} replace /> : children;
}

import { sessionAtom } from '@portal/shared/state';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { destinoConSesion } from './sesion';

/**
 * The sign-in and registration pages are for visitors: a signed-in candidate goes on by the registration
 * state (FINALIZADO to the way back or home, INCOMPLETO to `/datos-basicos`).
 */
export function RedirigirConSesion({ children }: { children: ReactNode }) {
  const session = useAtomValue(sessionAtom);
  const [searchParams] = useSearchParams();
  if (!session) return children;
  return <Navigate to={destinoConSesion(session.candidato, searchParams.get('redirect'))} replace />;
}

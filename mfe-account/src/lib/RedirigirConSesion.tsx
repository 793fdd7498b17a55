import { rutaDeVuelta } from '@portal/shared/ruta-de-vuelta';
import { sessionAtom } from '@portal/shared/state';
import { useAtomValue } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { destinoConSesion } from './sesion';
import { guardarVuelta, olvidarVuelta, useVuelta } from './vuelta';

/**
 * The sign-in and registration pages are for visitors: a signed-in candidate goes on by the registration
 * state (FINALIZADO to the way back or home, INCOMPLETO to `/datos-basicos`). A visitor's way back is kept
 * for the e-mail link that may open elsewhere; once signed in the URL carries it on.
 */
export function RedirigirConSesion({ children }: { children: ReactNode }) {
  const session = useAtomValue(sessionAtom);
  const [searchParams] = useSearchParams();
  const enUrl = rutaDeVuelta(searchParams.get('redirect'), null);
  const vuelta = useVuelta();
  const conSesion = session !== null;
  useEffect(() => {
    if (conSesion) olvidarVuelta();
    else if (enUrl) guardarVuelta(enUrl);
  }, [conSesion, enUrl]);
  if (!session) return children;
  return <Navigate to={destinoConSesion(session.candidato, vuelta)} replace />;
}

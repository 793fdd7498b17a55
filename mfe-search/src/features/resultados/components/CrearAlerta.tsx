import { loginParaAccion, useAccionPendiente } from '@portal/shared/routes';
import { sessionAtom } from '@portal/shared/state';
import type { BusquedaParams, FiltrosBusqueda } from '@portal/shared/contract';
import { lazyNamed, SecondaryButton } from '@portal/shared/ui';
import { useAtomValue } from 'jotai';
import { Suspense, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

// Fetched when the dialog opens, with the words that describe the search: the results page shows only the button.
const CrearAlertaDialogo = lazyNamed(() => import('./CrearAlertaDialogo').then((m) => m.CrearAlertaDialogo));

/**
 * "Crear alerta" of the results page (CREAR_ALERTA): saves this search as a job alert with a name and a
 * frequency, saying first which filters it keeps. A visitor signs in first and comes back to the same search with the dialog open.
 */
export function CrearAlerta({ params, filtros, heading }: { params: BusquedaParams; filtros: FiltrosBusqueda | undefined; heading: string }) {
  const signedIn = useAtomValue(sessionAtom) !== null;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const [abierto, setAbierto] = useState(false);

  useAccionPendiente(
    'CREAR_ALERTA',
    () => {
      setAbierto(true);
      return true;
    },
    { soloAccion: true },
  );

  const abrir = () => {
    if (signedIn) setAbierto(true);
    else void navigate(loginParaAccion(pathname, 'CREAR_ALERTA', Object.fromEntries(searchParams)));
  };

  return (
    <>
      <SecondaryButton type="button" onClick={abrir}>
        Crear alerta
      </SecondaryButton>
      {abierto ? (
        // The dialog's own loading: nothing on the page moves while it arrives.
        <Suspense fallback={null}>
          <CrearAlertaDialogo params={params} filtros={filtros} heading={heading} onCerrar={() => setAbierto(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

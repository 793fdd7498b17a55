import { crearAlerta, errorMessage } from '@portal/shared/api';
import { loginParaAccion, useAccionPendiente } from '@portal/shared/routes';
import { sessionAtom, showToastAtom } from '@portal/shared/state';
import type { BusquedaParams } from '@portal/shared/contract';
import { Dialog } from '@portal/shared/dialogo';
import { Alert, AlertaFormulario, SecondaryButton, type DatosAlerta } from '@portal/shared/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

/**
 * "Crear alerta" of the results page (CREAR_ALERTA): saves this search as a job alert with a name and a
 * frequency, saying first which filters it keeps (`partes`). A visitor signs in first and comes back to the same search with the dialog open.
 */
export function CrearAlerta({ params, nombreSugerido, partes }: { params: BusquedaParams; nombreSugerido: string; partes: readonly string[] }) {
  const signedIn = useAtomValue(sessionAtom) !== null;
  const toast = useSetAtom(showToastAtom);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const [abierto, setAbierto] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const [error, setError] = useState<string | null>(null);

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

  async function crear({ nombre, frecuencia }: DatosAlerta) {
    setEnviando(true);
    setError(null);
    try {
      await crearAlerta({ nombre, frecuencia, parametros: params });
      setAbierto(false);
      toast({ kind: 'success', html: 'Creamos tu alerta. Te enviaremos por correo las ofertas nuevas de esta búsqueda.' });
    } catch (causa) {
      setError(await errorMessage(causa, 'No pudimos crear la alerta. Inténtalo nuevamente.'));
    } finally {
      setEnviando(false);
    }
  }

  return (
    <>
      <SecondaryButton type="button" onClick={abrir}>
        Crear alerta
      </SecondaryButton>
      {abierto ? (
        <Dialog titulo="Crear alerta de empleo" descripcion={<p>Te enviaremos por correo las ofertas nuevas de esta búsqueda.</p>} onCerrar={() => setAbierto(false)} ocupado={enviando}>
          <p>
            <strong>La alerta guarda: </strong>
            {partes.length ? partes.join(' · ') : 'todas las ofertas del portal'}
          </p>
          {error ? <Alert>{error}</Alert> : null}
          <AlertaFormulario inicial={{ nombre: nombreSugerido, frecuencia: 'DIARIA' }} textoEnviar="Crear alerta" ocupado={enviando} onEnviar={(datos) => void crear(datos)} onCancelar={() => setAbierto(false)} />
        </Dialog>
      ) : null}
    </>
  );
}

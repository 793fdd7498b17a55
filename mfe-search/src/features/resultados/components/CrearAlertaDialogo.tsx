import { crearAlerta, errorMessage } from '@portal/shared/api';
import { showToastAtom } from '@portal/shared/state';
import { Dialog } from '@portal/shared/dialogo';
import { AlertaFormulario, type DatosAlerta } from '@portal/shared/alerta-formulario';
import { Alert } from '@portal/shared/ui';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import type { BusquedaParams, FiltrosBusqueda } from '@portal/shared/contract';
import { describirBusqueda, nombreDeAlerta } from '../lib/describir-busqueda';

interface Props {
  params: BusquedaParams;
  /** The filters' options, to name what the alert keeps in the panel's words. */
  filtros: FiltrosBusqueda | undefined;
  /** The results page's heading: the alert's name when no keyword names it. */
  heading: string;
  onCerrar: () => void;
}

/** The dialog of «Crear alerta»: this search saved as a job alert with a name and a frequency. */
export function CrearAlertaDialogo({ params, filtros, heading, onCerrar }: Props) {
  const partes = describirBusqueda(params, filtros);
  const toast = useSetAtom(showToastAtom);
  const [enviando, setEnviando] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function crear({ nombre, frecuencia }: DatosAlerta) {
    setEnviando(true);
    setError(null);
    try {
      await crearAlerta({ nombre, frecuencia, parametros: params });
      onCerrar();
      toast({ kind: 'success', html: 'Creamos tu alerta. Te enviaremos por correo las ofertas nuevas de esta búsqueda.' });
    } catch (causa) {
      setError(await errorMessage(causa, 'No pudimos crear la alerta. Inténtalo nuevamente.'));
    } finally {
      setEnviando(false);
    }
  }

  return (
    <Dialog titulo="Crear alerta de empleo" descripcion={<p>Te enviaremos por correo las ofertas nuevas de esta búsqueda.</p>} onCerrar={onCerrar} ocupado={enviando}>
      <p>
        <strong>La alerta guarda: </strong>
        {partes.length ? partes.join(' · ') : 'todas las ofertas del portal'}
      </p>
      {error ? <Alert>{error}</Alert> : null}
      <AlertaFormulario inicial={{ nombre: nombreDeAlerta(params, filtros, heading), frecuencia: 'DIARIA' }} textoEnviar="Crear alerta" ocupado={enviando} onEnviar={(datos) => void crear(datos)} onCancelar={onCerrar} />
    </Dialog>
  );
}

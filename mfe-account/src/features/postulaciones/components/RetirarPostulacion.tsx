import { retirarPostulacion } from '@portal/shared/api';
import type { PostulacionCandidato } from '@portal/shared/contract';
import { Dialog } from '@portal/shared/dialogo';
import { Alert, Button, SecondaryButton, VisuallyHidden } from '@portal/shared/ui';
import { useState } from 'react';
import { useAccion } from '../../../lib/useAccion';
import { FilaBotones } from '../../../components/FilaBotones';

interface Props {
  postulacion: PostulacionCandidato;
  /** The application as the api answers it once withdrawn. */
  onRetirada: (postulacion: PostulacionCandidato) => void;
}

/** "Retirar postulación" with a confirmation dialog; cancelling puts the focus back on the button (Dialog does). */
export function RetirarPostulacion({ postulacion, onRetirada }: Props) {
  const [abierto, setAbierto] = useState(false);
  const { ejecutar, trabajando, error } = useAccion();
  const { nombreCargo, nombreEmpresaFantasia } = postulacion.oferta;

  const cerrar = () => setAbierto(false);

  async function confirmar() {
    let retirada: PostulacionCandidato | null = null;
    const ok = await ejecutar(async () => {
      retirada = await retirarPostulacion(postulacion.idPostulacion);
    });
    if (ok && retirada) onRetirada(retirada);
  }

  return (
    <div>
      <SecondaryButton type="button" onClick={() => { setAbierto(true); }}>
        Retirar postulación<VisuallyHidden> a {nombreCargo}</VisuallyHidden>
      </SecondaryButton>
      {abierto ? (
        <Dialog
          rol="alertdialog"
          titulo="¿Retirar tu postulación?"
          descripcion={
            <p>
              Dejarás de participar en el proceso de «{nombreCargo}» de {nombreEmpresaFantasia}. No podrás volver a postular a esta oferta.
            </p>
          }
          onCerrar={cerrar}
          ocupado={trabajando}
        >
          {error ? <Alert>{error}</Alert> : null}
          <FilaBotones>
            <SecondaryButton type="button" disabled={trabajando} onClick={cerrar}>
              Cancelar
            </SecondaryButton>
            <Button type="button" disabled={trabajando} onClick={() => void confirmar()}>
              {trabajando ? 'Retirando…' : 'Sí, retirar'}
            </Button>
          </FilaBotones>
        </Dialog>
      ) : null}
    </div>
  );
}

import { retirarPostulacion } from '@portal/shared/api';
import type { PostulacionCandidato } from '@portal/shared/contract';
import { Alert, Button, SecondaryButton, VisuallyHidden } from '@portal/shared/ui';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Dialogo } from '../../../components/Dialogo';
import { useAccion } from '../../../lib/useAccion';

const Acciones = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

interface Props {
  postulacion: PostulacionCandidato;
  /** The application as the api answers it once withdrawn. */
  onRetirada: (postulacion: PostulacionCandidato) => void;
}

/** "Retirar postulación" with a confirmation dialog; cancelling puts the focus back on the button. */
export function RetirarPostulacion({ postulacion, onRetirada }: Props) {
  const [abierto, setAbierto] = useState(false);
  const boton = useRef<HTMLButtonElement>(null);
  const { ejecutar, trabajando, error } = useAccion();
  const { nombreCargo, nombreEmpresaFantasia } = postulacion.oferta;

  function cerrar() {
    setAbierto(false);
    boton.current?.focus();
  }

  async function confirmar() {
    let retirada: PostulacionCandidato | null = null;
    const ok = await ejecutar(async () => {
      retirada = await retirarPostulacion(postulacion.idPostulacion);
    });
    if (ok && retirada) onRetirada(retirada);
  }

  return (
    <div>
      <SecondaryButton ref={boton} type="button" onClick={() => { setAbierto(true); }}>
        Retirar postulación<VisuallyHidden> a {nombreCargo}</VisuallyHidden>
      </SecondaryButton>
      {abierto ? (
        <Dialogo
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
          <Acciones>
            <SecondaryButton type="button" disabled={trabajando} onClick={cerrar}>
              Cancelar
            </SecondaryButton>
            <Button type="button" disabled={trabajando} onClick={() => void confirmar()}>
              {trabajando ? 'Retirando…' : 'Sí, retirar'}
            </Button>
          </Acciones>
        </Dialogo>
      ) : null}
    </div>
  );
}

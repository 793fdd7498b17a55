import { enviarCodigoRecuperacion } from '@portal/shared/api';
import { href } from '@portal/shared/routes';
import { Alert } from '@portal/shared/ui';
import { useState, type SubmitEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { FormCard, FormGrid } from '../../../components/FormCard';
import { SubmitButton } from '../../../components/SubmitButton';
import { usePasoRecuperacion } from '../hooks/usePasoRecuperacion';
import { guardarRecuperacion, leerRecuperacion } from '../lib/estado-recuperacion';

const Opciones = styled.fieldset`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  border: 0;
  legend { margin-bottom: 0.5rem; font-weight: 600; }
  label { display: flex; gap: 0.5rem; align-items: center; min-height: 44px; }
  input { width: 1.25rem; height: 1.25rem; margin: 0; }
`;

/** `/recuperar-contrasena/recibir-codigo-verificacion`: where the code goes (masked); sends it. */
export function RecibirCodigoPage() {
  const navigate = useNavigate();
  const [estado] = useState(leerRecuperacion);
  const [destino, setDestino] = useState(0);
  const { ejecutar, trabajando, error } = usePasoRecuperacion();
  if (!estado) return <Navigate to={href('recuperarDocumento')} replace />;
  const solicitud = estado;

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (trabajando) return;
    void ejecutar(async () => {
      const { codigoExpira } = await enviarCodigoRecuperacion(solicitud.idSolicitud);
      guardarRecuperacion({ ...solicitud, codigoExpira, tokenCambio: undefined });
      await navigate(href('recuperarIngresarCodigo'));
    });
  }

  return (
    <FormCard title="Recibe tu código de verificación" intro="Si los datos corresponden a una cuenta, te enviaremos un código de 6 dígitos.">
      <FormGrid noValidate onSubmit={handleSubmit} aria-busy={trabajando}>
        {error ? <Alert>{error}</Alert> : null}
        <Opciones>
          <legend>¿Dónde quieres recibir el código?</legend>
          {solicitud.destinos.map((opcion, indice) => (
            <label key={opcion.valor}>
              <input type="radio" name="destino" checked={destino === indice} onChange={() => { setDestino(indice); }} />
              Correo electrónico {opcion.valor}
            </label>
          ))}
        </Opciones>
        <SubmitButton working={trabajando} label="Enviar código" workingLabel="Enviando…" />
      </FormGrid>
    </FormCard>
  );
}

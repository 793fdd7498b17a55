import { enviarCodigoRecuperacion, verificarCodigoRecuperacion } from '@portal/shared/api';
import { fechaHoraEnChile } from '@portal/shared/format';
import { href } from '@portal/shared/routes';
import { Alert, SecondaryButton } from '@portal/shared/ui';
import { useState, type SubmitEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { CodigoField, errorCodigo } from '../../../components/CodigoField';
import { FormCard, FormGrid } from '../../../components/FormCard';
import { SubmitButton } from '../../../components/SubmitButton';
import { useFormulario } from '../../../lib/useFormulario';
import { usePasoRecuperacion } from '../hooks/usePasoRecuperacion';
import { guardarRecuperacion, leerRecuperacion, type EstadoRecuperacion } from '../lib/estado-recuperacion';

/** "El código vale hasta las 08:11 del 26 de noviembre de 2026." in Chile's time, 24-hour. */
function vence(codigoExpira: string | undefined): string | null {
  if (!codigoExpira || Number.isNaN(Date.parse(codigoExpira))) return null;
  const { fecha, hora } = fechaHoraEnChile(codigoExpira);
  return `El código vale hasta las ${hora} del ${fecha}.`;
}

/** `/recuperar-contrasena/ingresar-codigo`: the 6 digits (numero rule); a wrong one says the attempts left. */
export function IngresarCodigoPage() {
  const navigate = useNavigate();
  const [estado, setEstado] = useState<EstadoRecuperacion | null>(leerRecuperacion);
  const [reenviado, setReenviado] = useState(false);
  const form = useFormulario({ codigo: '' }, (v) => ({ codigo: errorCodigo(v.codigo) }));
  const { ejecutar, trabajando, error } = usePasoRecuperacion();
  if (!estado) return <Navigate to={href('recuperarDocumento')} replace />;
  const solicitud = estado;

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (trabajando || !form.validar()) return;
    void ejecutar(async () => {
      const { tokenCambio } = await verificarCodigoRecuperacion(solicitud.idSolicitud, form.valores.codigo);
      guardarRecuperacion({ ...solicitud, tokenCambio });
      await navigate(href('recuperarNuevaContrasena'));
    });
  }

  function reenviar() {
    void ejecutar(async () => {
      const { codigoExpira } = await enviarCodigoRecuperacion(solicitud.idSolicitud);
      const nuevo = { ...solicitud, codigoExpira };
      guardarRecuperacion(nuevo);
      setEstado(nuevo);
      setReenviado(true);
      form.reiniciar();
    });
  }

  const destino = solicitud.destinos[0]?.valor ?? 'tu correo';
  return (
    <FormCard title="Ingresa tu código" intro={`Te enviamos un código de 6 dígitos a ${destino}.`}>
      <FormGrid noValidate onSubmit={handleSubmit} aria-busy={trabajando}>
        {error ? <Alert>{error}</Alert> : null}
        {reenviado && !error ? <Alert tone="info">Te enviamos un nuevo código a {destino}.</Alert> : null}
        <CodigoField id={form.ids.codigo} required value={form.valores.codigo} error={form.error('codigo')} hint={vence(solicitud.codigoExpira)} onValor={(v) => { form.cambiar('codigo', v); }} />
        <SubmitButton working={trabajando} label="Continuar" workingLabel="Verificando…" />
        <SecondaryButton type="button" disabled={trabajando} onClick={reenviar}>
          Reenviar código
        </SecondaryButton>
      </FormGrid>
    </FormCard>
  );
}

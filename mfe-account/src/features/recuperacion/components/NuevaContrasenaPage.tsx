import { cambiarClaveRecuperada } from '@portal/shared/api';
import { problemasClave } from '@portal/shared/contract';
import { href } from '@portal/shared/routes';
import { Alert } from '@portal/shared/ui';
import { useState, type SubmitEvent } from 'react';
import { Navigate } from 'react-router-dom';
import { BotonLink } from '../../../components/BotonLink';
import { FormCard, FormGrid } from '../../../components/FormCard';
import { PasswordField } from '../../../components/PasswordField';
import { PasswordStrength } from '../../../components/PasswordStrength';
import { SubmitButton } from '../../../components/SubmitButton';
import { useFormulario } from '../../../lib/useFormulario';
import { conVuelta, useVuelta } from '../../../lib/vuelta';
import { usePasoRecuperacion } from '../hooks/usePasoRecuperacion';
import { leerRecuperacion, olvidarRecuperacion } from '../lib/estado-recuperacion';

/** `/recuperar-contrasena/nueva-contrasena`: the new password, twice; every session of the account ends. */
export function NuevaContrasenaPage() {
  const [estado] = useState(leerRecuperacion);
  const [listo, setListo] = useState(false);
  // The pending action of the visitor who forgot the password (kept since the sign-in page) waits on the sign-in.
  const vuelta = useVuelta();
  const form = useFormulario({ clave: '', repetida: '' }, (v) => ({
    clave: problemasClave(v.clave)[0],
    repetida: v.repetida === v.clave ? undefined : 'Las contraseñas no coinciden.',
  }));
  const { ejecutar, trabajando, error } = usePasoRecuperacion();

  if (listo) {
    return (
      <FormCard title="Tu contraseña cambió" intro="Cerramos las sesiones abiertas de tu cuenta. Ingresa con tu nueva contraseña.">
        <BotonLink to={conVuelta(href('login'), vuelta)}>Ingresar</BotonLink>
      </FormCard>
    );
  }
  const tokenCambio = estado?.tokenCambio;
  if (!tokenCambio) return <Navigate to={href('recuperarDocumento')} replace />;

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (trabajando || !form.validar()) return;
    void ejecutar(async () => {
      await cambiarClaveRecuperada({ tokenCambio: tokenCambio!, clave: form.valores.clave });
      olvidarRecuperacion();
      setListo(true);
    });
  }

  return (
    <FormCard title="Crea una nueva contraseña">
      <FormGrid noValidate onSubmit={handleSubmit} aria-busy={trabajando}>
        {error ? <Alert>{error}</Alert> : null}
        <PasswordField id={form.ids.clave} label="Nueva contraseña" required autoComplete="new-password" value={form.valores.clave} error={form.error('clave')} hint={<PasswordStrength clave={form.valores.clave} />} onChange={(e) => { form.cambiar('clave', e.target.value); }} />
        <PasswordField id={form.ids.repetida} label="Repite la nueva contraseña" required autoComplete="new-password" value={form.valores.repetida} error={form.error('repetida')} onChange={(e) => { form.cambiar('repetida', e.target.value); }} />
        <SubmitButton working={trabajando} label="Guardar contraseña" workingLabel="Guardando…" />
      </FormGrid>
    </FormCard>
  );
}

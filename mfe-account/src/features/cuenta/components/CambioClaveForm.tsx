import { cambiarClave } from '@portal/shared/api';
import { problemasClave } from '@portal/shared/contract';
import { Alert } from '@portal/shared/ui';
import { useState, type SubmitEvent } from 'react';
import { FormGrid } from '../../../components/FormCard';
import { PasswordField } from '../../../components/PasswordField';
import { PasswordStrength } from '../../../components/PasswordStrength';
import { SubmitButton } from '../../../components/SubmitButton';
import { useFormulario } from '../../../lib/useFormulario';
import { useAccion } from '../../../lib/useAccion';
import { Tarjeta } from '../../../components/Tarjeta';

/** Change of password with the current one; the api ends every other session. */
export function CambioClaveForm() {
  const form = useFormulario({ claveActual: '', claveNueva: '' }, (v) => ({
    claveActual: v.claveActual ? undefined : 'Ingresa tu contraseña actual.',
    claveNueva: problemasClave(v.claveNueva)[0] ?? (v.claveNueva === v.claveActual ? 'La nueva contraseña debe ser distinta de la actual.' : undefined),
  }));
  const { ejecutar, trabajando, error } = useAccion();
  const [listo, setListo] = useState(false);

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setListo(false);
    if (trabajando || !form.validar()) return;
    void ejecutar(() => cambiarClave(form.valores)).then((ok) => {
      if (!ok) return;
      form.reiniciar();
      setListo(true);
    });
  }

  return (
    <Tarjeta titulo="Cambiar contraseña">
      <FormGrid noValidate onSubmit={handleSubmit} aria-busy={trabajando}>
        {error ? <Alert>{error}</Alert> : null}
        {listo ? <Alert tone="info">Tu contraseña cambió. Cerramos tus otras sesiones abiertas.</Alert> : null}
        <PasswordField id={form.ids.claveActual} label="Contraseña actual" required autoComplete="current-password" value={form.valores.claveActual} error={form.error('claveActual')} onChange={(e) => { form.cambiar('claveActual', e.target.value); }} />
        <PasswordField id={form.ids.claveNueva} label="Nueva contraseña" required autoComplete="new-password" value={form.valores.claveNueva} error={form.error('claveNueva')} hint={<PasswordStrength clave={form.valores.claveNueva} />} onChange={(e) => { form.cambiar('claveNueva', e.target.value); }} />
        <SubmitButton working={trabajando} label="Cambiar contraseña" workingLabel="Guardando…" />
      </FormGrid>
    </Tarjeta>
  );
}

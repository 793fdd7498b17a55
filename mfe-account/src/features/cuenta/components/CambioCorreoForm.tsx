import { solicitarCambioCorreo } from '@portal/shared/api';
import { Alert, TextField } from '@portal/shared/ui';
import { useState, type SubmitEvent } from 'react';
import { FormGrid } from '../../../components/FormCard';
import { PasswordField } from '../../../components/PasswordField';
import { SubmitButton } from '../../../components/SubmitButton';
import { useFormulario } from '../../../lib/useFormulario';
import { useAccion } from '../../../lib/useAccion';
import { Tarjeta } from '../../../components/Tarjeta';

const CORREO = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Change of the main e-mail: a link goes to the new address; the change happens when it is opened. */
export function CambioCorreoForm({ correoActual }: { correoActual: string }) {
  const form = useFormulario({ correoNuevo: '', clave: '' }, (v) => ({
    correoNuevo: !CORREO.test(v.correoNuevo.trim())
      ? 'Ingresa un correo válido, por ejemplo nombre@correo.cl.'
      : v.correoNuevo.trim().toLowerCase() === correoActual.toLowerCase()
        ? 'Ese ya es tu correo principal.'
        : undefined,
    clave: v.clave ? undefined : 'Ingresa tu contraseña.',
  }));
  const { ejecutar, trabajando, error } = useAccion();
  const [enviadoA, setEnviadoA] = useState<string | null>(null);

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setEnviadoA(null);
    if (trabajando || !form.validar()) return;
    const correoNuevo = form.valores.correoNuevo.trim();
    void ejecutar(() => solicitarCambioCorreo({ correoNuevo, clave: form.valores.clave })).then((ok) => {
      if (!ok) return;
      form.reiniciar();
      setEnviadoA(correoNuevo);
    });
  }

  return (
    <Tarjeta titulo="Cambiar correo principal">
      <p>Tu correo principal es {correoActual}.</p>
      <FormGrid noValidate onSubmit={handleSubmit} aria-busy={trabajando}>
        {error ? <Alert>{error}</Alert> : null}
        {enviadoA ? <Alert tone="info">Te enviamos un enlace a {enviadoA}. Ábrelo dentro de 24 horas para confirmar el cambio.</Alert> : null}
        <TextField id={form.ids.correoNuevo} label="Nuevo correo" type="email" required autoComplete="email" autoCapitalize="none" spellCheck={false} value={form.valores.correoNuevo} error={form.error('correoNuevo')} onChange={(e) => { form.cambiar('correoNuevo', e.target.value); }} />
        <PasswordField id={form.ids.clave} label="Contraseña" required autoComplete="current-password" value={form.valores.clave} error={form.error('clave')} onChange={(e) => { form.cambiar('clave', e.target.value); }} />
        <SubmitButton working={trabajando} label="Enviar enlace de confirmación" workingLabel="Enviando…" />
      </FormGrid>
    </Tarjeta>
  );
}

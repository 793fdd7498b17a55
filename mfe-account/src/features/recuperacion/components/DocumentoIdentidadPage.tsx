import { solicitarRecuperacion } from '@portal/shared/api';
import { href } from '@portal/shared/routes';
import { Alert, TextField } from '@portal/shared/ui';
import type { SubmitEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormCard, FormGrid } from '../../../components/FormCard';
import { SubmitButton } from '../../../components/SubmitButton';
import { formatIfRun } from '../../../lib/run';
import { useFormulario } from '../../../lib/useFormulario';
import { usePasoRecuperacion } from '../hooks/usePasoRecuperacion';
import { guardarRecuperacion } from '../lib/estado-recuperacion';

/** `/recuperar-contrasena/documento-identidad`: RUN or e-mail; the answer never says whether an account exists. */
export function DocumentoIdentidadPage() {
  const navigate = useNavigate();
  const form = useFormulario({ identificador: '' }, (v) => ({ identificador: v.identificador.trim() ? undefined : 'Ingresa tu RUN o tu correo.' }));
  const { ejecutar, trabajando, error } = usePasoRecuperacion();

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (trabajando || !form.validar()) return;
    void ejecutar(async () => {
      guardarRecuperacion(await solicitarRecuperacion({ identificador: formatIfRun(form.valores.identificador.trim()) }));
      await navigate(href('recuperarRecibirCodigo'));
    });
  }

  return (
    <FormCard title="Recupera tu contraseña" intro="Ingresa el RUN o el correo de tu cuenta.">
      <FormGrid noValidate onSubmit={handleSubmit} aria-busy={trabajando}>
        {error ? <Alert>{error}</Alert> : null}
        <TextField
          id={form.ids.identificador}
          label="RUN o correo electrónico"
          required
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={form.valores.identificador}
          error={form.error('identificador')}
          onChange={(e) => { form.cambiar('identificador', e.target.value); }}
          onBlur={() => { form.cambiar('identificador', formatIfRun(form.valores.identificador)); }}
        />
        <SubmitButton working={trabajando} label="Continuar" workingLabel="Buscando…" />
      </FormGrid>
    </FormCard>
  );
}

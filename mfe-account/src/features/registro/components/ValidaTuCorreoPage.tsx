import { fechaHoraEnChile } from '@portal/shared/format';
import { Alert, SecondaryButton, TextField } from '@portal/shared/ui';
import type { SubmitEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CodigoField, errorCodigo } from '../../../components/CodigoField';
import { FormCard, FormGrid } from '../../../components/FormCard';
import { SubmitButton } from '../../../components/SubmitButton';
import { RedirigirConSesion } from '../../../lib/RedirigirConSesion';
import { useFormulario } from '../../../lib/useFormulario';
import { useValidarCorreo } from '../hooks/useValidarCorreo';
import { CORREO } from './reglas-registro';

/** "El código vence a las 08:11." in Chile's time, 24-hour (a 12-hour "a. m." would end in two periods). */
function vence(expira: string | null): string | null {
  return expira && !Number.isNaN(Date.parse(expira)) ? `El código vence a las ${fechaHoraEnChile(expira).hora}.` : null;
}

/**
 * `/crea-tu-curriculum/valida-tu-correo?correo=…`: the 6-digit code of the registration e-mail (digits only),
 * and a new e-mail on request. Without `correo` in the URL (signed in with a RUN) the page asks for it.
 */
export function ValidaTuCorreoPage() {
  const [searchParams] = useSearchParams();
  const correoUrl = searchParams.get('correo') ?? '';
  const form = useFormulario({ correo: correoUrl, codigo: '' }, (v) => ({
    correo: CORREO.test(v.correo.trim()) ? undefined : 'Ingresa el correo con que te registraste.',
    codigo: errorCodigo(v.codigo),
  }));
  const { valores, ids, cambiar, error } = form;
  const { confirmar, reenviar, trabajando, error: errorServidor, reenviadoA } = useValidarCorreo();
  const correo = valores.correo.trim();

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (trabajando || !form.validar()) return;
    void confirmar(correo, valores.codigo);
  }

  const intro = correoUrl ? `Te enviamos un código de 6 dígitos a ${correoUrl}. También puedes abrir el enlace del correo.` : 'Ingresa tu correo y el código de 6 dígitos que te enviamos.';
  return (
    <RedirigirConSesion>
      <FormCard title="Valida tu correo" intro={intro}>
        <FormGrid noValidate onSubmit={handleSubmit} aria-busy={trabajando !== null}>
          {errorServidor ? <Alert>{errorServidor}</Alert> : null}
          {reenviadoA ? <Alert tone="info">Te enviamos un nuevo código a {reenviadoA}. Revisa también tu carpeta de spam.</Alert> : null}
          {correoUrl ? null : (
            <TextField id={ids.correo} label="Correo electrónico" type="email" required autoComplete="email" value={valores.correo} error={error('correo')} onChange={(e) => { cambiar('correo', e.target.value); }} />
          )}
          <CodigoField id={ids.codigo} required value={valores.codigo} error={error('codigo')} hint={reenviadoA ? null : vence(searchParams.get('expira'))} onValor={(v) => { cambiar('codigo', v); }} />
          <SubmitButton working={trabajando === 'confirmando'} label="Validar correo" workingLabel="Validando…" />
          <SecondaryButton
            type="button"
            disabled={trabajando !== null}
            onClick={() => {
              if (CORREO.test(correo)) void reenviar(correo);
              else form.validar();
            }}
          >
            {trabajando === 'reenviando' ? 'Enviando…' : 'Reenviar correo'}
          </SecondaryButton>
        </FormGrid>
      </FormCard>
    </RedirigirConSesion>
  );
}

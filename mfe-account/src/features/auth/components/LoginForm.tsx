import { Alert, Button, Spinner, TextField } from '@portal/shared/ui';
import { useId, useState, type SubmitEvent } from 'react';
import styled from 'styled-components';
import { formatIfRun } from '../../../lib/run';
import { useLogin } from '../hooks/useLogin';
import { PasswordField } from '../../../components/PasswordField';
import { CuentaNoConfirmada } from './CuentaNoConfirmada';

type Campo = 'usuario' | 'clave';
type Valores = Record<Campo, string>;

const Form = styled.form`
  display: grid;
  gap: 1rem;
`;

function fieldErrors(valores: Valores): Partial<Record<Campo, string>> {
  return {
    usuario: valores.usuario.trim() ? undefined : 'Ingresa tu correo o RUN.',
    clave: valores.clave ? undefined : 'Ingresa tu contraseña.',
  };
}

/** E-mail or RUN plus password. Field errors show once a field is dirty (SPEC.md section 5). */
export function LoginForm() {
  const ids = { usuario: useId(), clave: useId() };
  const [valores, setValores] = useState<Valores>({ usuario: '', clave: '' });
  const [dirty, setDirty] = useState<Record<Campo, boolean>>({ usuario: false, clave: false });
  const { submit, submitting, error, noConfirmada } = useLogin();
  const errors = fieldErrors(valores);

  function change(campo: Campo, value: string) {
    setValores((previous) => ({ ...previous, [campo]: value }));
    setDirty((previous) => ({ ...previous, [campo]: true }));
  }

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setDirty({ usuario: true, clave: true });
    const invalid = (['usuario', 'clave'] as const).find((campo) => errors[campo]);
    if (invalid) {
      document.getElementById(ids[invalid])?.focus();
      return;
    }
    void submit({ usuario: valores.usuario.trim(), clave: valores.clave });
  }

  return (
    <Form noValidate onSubmit={handleSubmit} aria-busy={submitting}>
      {error && noConfirmada ? <CuentaNoConfirmada mensaje={error} usuario={valores.usuario.trim()} /> : null}
      {error && !noConfirmada ? <Alert>{error}</Alert> : null}
      <TextField
        id={ids.usuario}
        label="Correo electrónico o RUN"
        name="usuario"
        required
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={valores.usuario}
        error={dirty.usuario ? errors.usuario : null}
        onChange={(event) => { change('usuario', event.target.value); }}
        onBlur={() => { setValores((previous) => ({ ...previous, usuario: formatIfRun(previous.usuario) })); }}
      />
      <PasswordField
        id={ids.clave}
        label="Contraseña"
        name="clave"
        required
        autoComplete="current-password"
        value={valores.clave}
        error={dirty.clave ? errors.clave : null}
        onChange={(event) => { change('clave', event.target.value); }}
      />
      <Button type="submit" disabled={submitting}>
        {submitting ? (
          <>
            <Spinner /> Ingresando…
          </>
        ) : (
          'Ingresar'
        )}
      </Button>
    </Form>
  );
}

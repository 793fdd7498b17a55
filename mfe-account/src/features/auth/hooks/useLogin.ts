import { errorCode, login } from '@portal/shared/api';
import type { LoginBody } from '@portal/shared/contract';
import { useState } from 'react';
import { mensajeError } from '../../../lib/mensaje-error';
import { useIniciarSesion } from '../../../lib/sesion';

const CREDENCIALES_INCORRECTAS = 'Correo, RUN o contraseña incorrectos.';

export interface LoginAction {
  submit: (body: LoginBody) => Promise<void>;
  submitting: boolean;
  error: string | null;
  /** The password matched an account whose e-mail is not confirmed yet: offer to resend it. */
  noConfirmada: boolean;
}

/**
 * Signs in and stores the session (cookies and store); the page then moves on by the registration state
 * (RedirigirConSesion). Wrong credentials get one message that never says whether the account exists.
 */
export function useLogin(): LoginAction {
  const iniciarSesion = useIniciarSesion();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [noConfirmada, setNoConfirmada] = useState(false);

  async function submit(body: LoginBody) {
    setSubmitting(true);
    setError(null);
    setNoConfirmada(false);
    try {
      iniciarSesion(await login(body));
    } catch (failure) {
      setNoConfirmada(errorCode(failure) === 'CUENTA_NO_CONFIRMADA');
      setError(await mensajeError(failure, CREDENCIALES_INCORRECTAS));
      setSubmitting(false);
    }
  }

  return { submit, submitting, error, noConfirmada };
}

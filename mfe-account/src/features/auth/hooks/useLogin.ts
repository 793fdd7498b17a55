import { isHTTPError, errorMessage, login } from '@portal/shared/api';
import type { LoginBody } from '@portal/shared/contract';
import { sessionAtom, storeSession } from '@portal/shared/state';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { safeRedirect } from '../../../lib/safeRedirect';

const SIN_CONEXION = 'No pudimos conectar con el servidor. Inténtalo nuevamente.';
const CREDENCIALES_INCORRECTAS = 'Correo, RUN o contraseña incorrectos.';

/** The api's own Spanish message for a refused sign-in; a generic one when the server failed or was unreachable. */
async function loginErrorMessage(error: unknown): Promise<string> {
  if (!isHTTPError(error) || error.response.status >= 500) return SIN_CONEXION;
  return errorMessage(error, error.response.status === 401 ? CREDENCIALES_INCORRECTAS : SIN_CONEXION);
}

export interface LoginAction {
  submit: (body: LoginBody) => Promise<void>;
  submitting: boolean;
  error: string | null;
}

/** Signs in, stores the session (cookies and store) and goes to the safe `redirect` path or home. */
export function useLogin(): LoginAction {
  const setSession = useSetAtom(sessionAtom);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(body: LoginBody) {
    setSubmitting(true);
    setError(null);
    try {
      setSession(storeSession(await login(body)));
    } catch (failure) {
      setError(await loginErrorMessage(failure));
      setSubmitting(false);
      return;
    }
    // The login page is replaced so "back" does not return to it.
    await navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
  }

  return { submit, submitting, error };
}

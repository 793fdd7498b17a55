import { registrar } from '@portal/shared/api';
import type { RegistroBody } from '@portal/shared/contract';
import { href } from '@portal/shared/routes';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { mensajeError } from '../../../lib/mensaje-error';
import { conVuelta, useVuelta } from '../../../lib/vuelta';

export interface RegistroAction {
  submit: (body: RegistroBody) => Promise<void>;
  submitting: boolean;
  error: string | null;
}

/**
 * Creates the account and goes to the code page, whose URL keeps the e-mail and the way back (a reload
 * loses nothing).
 * Refusals (409 duplicate e-mail or document, 400 rules, 429) show the api's Spanish message.
 */
export function useRegistro(): RegistroAction {
  const navigate = useNavigate();
  const vuelta = useVuelta();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(body: RegistroBody) {
    setSubmitting(true);
    setError(null);
    try {
      const { correo, codigoExpira } = await registrar(body);
      await navigate(conVuelta(href('validaTuCorreo'), vuelta, { correo, expira: codigoExpira }));
    } catch (failure) {
      setError(await mensajeError(failure));
      setSubmitting(false);
    }
  }

  return { submit, submitting, error };
}

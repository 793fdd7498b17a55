import { confirmarCorreo, reenviarCorreo } from '@portal/shared/api';
import { useState } from 'react';
import { mensajeError } from '../../../lib/mensaje-error';
import { useIniciarSesion } from '../../../lib/sesion';

export interface ValidarCorreoAction {
  confirmar: (correo: string, codigo: string) => Promise<void>;
  reenviar: (correo: string) => Promise<void>;
  trabajando: 'confirmando' | 'reenviando' | null;
  error: string | null;
  /** Where a new code went, once resent. */
  reenviadoA: string | null;
}

/**
 * Confirms the e-mail with its code: the account is confirmed and signed in, and the page moves on by the
 * registration state. A wrong code says how many attempts are left (the api's message).
 */
export function useValidarCorreo(): ValidarCorreoAction {
  const iniciarSesion = useIniciarSesion();
  const [trabajando, setTrabajando] = useState<ValidarCorreoAction['trabajando']>(null);
  const [error, setError] = useState<string | null>(null);
  const [reenviadoA, setReenviadoA] = useState<string | null>(null);

  async function confirmar(correo: string, codigo: string) {
    setTrabajando('confirmando');
    setError(null);
    try {
      iniciarSesion(await confirmarCorreo({ correo, codigo }));
    } catch (failure) {
      setError(await mensajeError(failure));
      setTrabajando(null);
    }
  }

  async function reenviar(correo: string) {
    setTrabajando('reenviando');
    setError(null);
    try {
      await reenviarCorreo({ correo });
      setReenviadoA(correo);
    } catch (failure) {
      setError(await mensajeError(failure));
    }
    setTrabajando(null);
  }

  return { confirmar, reenviar, trabajando, error, reenviadoA };
}

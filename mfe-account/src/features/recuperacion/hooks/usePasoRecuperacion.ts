import { estadoHttp, mensajeError } from '../../../lib/mensajeError';
import { href } from '@portal/shared/routes';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

export interface PasoRecuperacion {
  /** Runs a step's request; 410 (code expired or used up) goes to `/recuperar-contrasena/token-expirado`. */
  ejecutar: (accion: () => Promise<void>) => Promise<void>;
  trabajando: boolean;
  error: string | null;
}

/** The request, progress and Spanish error of one recovery step. */
export function usePasoRecuperacion(): PasoRecuperacion {
  const navigate = useNavigate();
  const [trabajando, setTrabajando] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function ejecutar(accion: () => Promise<void>) {
    setTrabajando(true);
    setError(null);
    try {
      await accion();
    } catch (failure) {
      if (estadoHttp(failure) === 410 || estadoHttp(failure) === 404) {
        await navigate(href('recuperarTokenExpirado'), { replace: true });
        return;
      }
      setError(await mensajeError(failure));
    }
    setTrabajando(false);
  }

  return { ejecutar, trabajando, error };
}

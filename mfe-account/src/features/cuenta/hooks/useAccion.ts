import { useState } from 'react';
import { mensajeError } from '../../../lib/mensajeError';

export interface Accion {
  ejecutar: (accion: () => Promise<void>) => Promise<boolean>;
  trabajando: boolean;
  error: string | null;
}

/** One settings action's progress and Spanish error; `ejecutar` says whether it succeeded. */
export function useAccion(): Accion {
  const [trabajando, setTrabajando] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function ejecutar(accion: () => Promise<void>) {
    setTrabajando(true);
    setError(null);
    try {
      await accion();
      return true;
    } catch (failure) {
      setError(await mensajeError(failure));
      return false;
    } finally {
      setTrabajando(false);
    }
  }

  return { ejecutar, trabajando, error };
}

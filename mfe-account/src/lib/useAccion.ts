import { useState } from 'react';
import { mensajeError } from './mensaje-error';

export interface Accion {
  ejecutar: (accion: () => Promise<void>) => Promise<boolean>;
  trabajando: boolean;
  error: string | null;
}

/**
 * One form action's progress and Spanish error; `ejecutar` says whether it succeeded. `atender` may take a
 * failure over (e.g. go to another page) by resolving true; otherwise its message is shown.
 */
export function useAccion(atender?: (failure: unknown) => Promise<boolean>): Accion {
  const [trabajando, setTrabajando] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function ejecutar(accion: () => Promise<void>) {
    setTrabajando(true);
    setError(null);
    try {
      await accion();
      return true;
    } catch (failure) {
      if (!(await atender?.(failure))) setError(await mensajeError(failure));
      return false;
    } finally {
      setTrabajando(false);
    }
  }

  return { ejecutar, trabajando, error };
}

import { href } from '@portal/shared/routes';
import { useNavigate } from 'react-router-dom';
import { estadoHttp } from '../../../lib/mensaje-error';
import { useAccion, type Accion } from '../../../lib/useAccion';

/**
 * The request, progress and Spanish error of one recovery step; 410 (code expired or used up) and 404
 * (unknown request) go to `/recuperar-contrasena/token-expirado`.
 */
export function usePasoRecuperacion(): Accion {
  const navigate = useNavigate();
  return useAccion(async (failure) => {
    if (estadoHttp(failure) !== 410 && estadoHttp(failure) !== 404) return false;
    await navigate(href('recuperarTokenExpirado'), { replace: true });
    return true;
  });
}

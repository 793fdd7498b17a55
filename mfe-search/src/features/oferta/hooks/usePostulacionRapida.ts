import { errorMessage } from '@portal/shared/api';
import type { EstadoPostulacion, Oferta, Postulacion } from '@portal/shared/contract';
import { href, loginParaAccion, paginaParaAccion } from '@portal/shared/routes';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ERROR_AL_POSTULAR } from '../lib/error-al-postular';

export const SIN_CURRICULUM = 'Para la postulación rápida necesitas completar el currículum de tu perfil.';

/**
 * Quick apply (POSTULA_FACIL): one tap sends the profile CV. A visitor goes to sign in and comes back with
 * `?accion=POSTULA_FACIL`; a candidate without a CV goes to build one, with the same way back. Back here
 * (`desdeAccion`) without a CV yet, it says so instead of sending them away again.
 */
export function usePostulacionRapida(oferta: Oferta, estado: EstadoPostulacion | null | undefined, onPostulado: (postulacion: Postulacion) => void) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [enviando, setEnviando] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const postularRapido = async (desdeAccion = false) => {
    if (estado === null) return void navigate(loginParaAccion(pathname, 'POSTULA_FACIL'));
    if (!estado || enviando) return;
    if (!estado.tieneCurriculumPerfil) {
      if (desdeAccion) setError(SIN_CURRICULUM);
      else void navigate(paginaParaAccion(href('miCurriculum'), pathname, 'POSTULA_FACIL'));
      return;
    }
    setEnviando(true);
    setError(null);
    try {
      // The sending code comes at the tap: most visitors of an offer never apply (issue 27).
      const { enviarPostulacionRapida } = await import('../lib/postulacion-rapida');
      onPostulado(await enviarPostulacionRapida(oferta.idOferta));
    } catch (caught) {
      setError(await errorMessage(caught, ERROR_AL_POSTULAR));
    } finally {
      setEnviando(false);
    }
  };
  return { enviando, error, postularRapido };
}

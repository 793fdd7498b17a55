import { checkCv, dejarCv } from '@portal/shared/api';
import { loginParaAccion, useAccionPendiente } from '@portal/shared/routes';
import { sessionAtom } from '@portal/shared/state';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export type EstadoDejarCv = 'inicial' | 'trabajando' | 'dejado' | 'fallido';

/**
 * DEJAR_CV (SPEC.md sections 3 and 7): check-cv, then dejar-cv, with the session's token. A visitor signs in
 * first and comes back to the same page with `?accion=DEJAR_CV&idc=…`, where it runs by itself.
 */
export function useDejarCv(idEmpresa: number) {
  const session = useAtomValue(sessionAtom);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [estado, setEstado] = useState<EstadoDejarCv>('inicial');

  async function enviar(token: string) {
    setEstado('trabajando');
    const solicitud = { token, idc: idEmpresa };
    const dejado = (await checkCv(solicitud)) && (await dejarCv(solicitud));
    setEstado(dejado ? 'dejado' : 'fallido');
  }

  useAccionPendiente('DEJAR_CV', (params) => {
    if (params.get('idc') !== String(idEmpresa) || !session) return false;
    void enviar(session.login.jwt);
    return true;
  });

  const dejar = () => {
    if (!session) {
      void navigate(loginParaAccion(pathname, 'DEJAR_CV', { idc: String(idEmpresa) }));
      return;
    }
    void enviar(session.login.jwt);
  };
  return { estado, dejar };
}

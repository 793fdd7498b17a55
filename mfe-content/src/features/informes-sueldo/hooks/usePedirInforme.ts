import { pedirInformeSueldo } from '@portal/shared/api';
import { href, loginParaAccion, useAccionPendiente } from '@portal/shared/routes';
import { portalConfigAtom, sessionAtom } from '@portal/shared/state';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * «Ver informe completo» (INFORME_SUELDO): a visitor signs in and comes back here with `?accion=`, where the
 * report is asked for by itself; a candidate asks for it at once. Either way the page moves to the report.
 */
export function usePedirInforme(cargo: string) {
  const { idDominio } = useAtomValue(portalConfigAtom);
  const session = useAtomValue(sessionAtom);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [estado, setEstado] = useState<'listo' | 'pidiendo' | 'fallido'>('listo');

  async function pedir() {
    setEstado('pidiendo');
    try {
      const idInforme = await pedirInformeSueldo({ cargo, idDominio });
      void navigate(href('informeSueldo', { id: String(idInforme) }));
    } catch {
      setEstado('fallido');
    }
  }

  useAccionPendiente('INFORME_SUELDO', () => {
    if (!session) return false;
    void pedir();
    return true;
  });

  const verInforme = () => {
    if (session) void pedir();
    else void navigate(loginParaAccion(pathname, 'INFORME_SUELDO'));
  };
  return { estado, verInforme };
}

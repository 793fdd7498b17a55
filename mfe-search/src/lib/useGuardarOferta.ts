import { errorMessage, guardarOferta } from '@portal/shared/api';
import { guardadaAtom, marcarGuardadaAtom, sessionAtom, showToastAtom } from '@portal/shared/state';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { loginParaAccion, useAccionPendiente } from '@portal/shared/routes';

/**
 * Save/unsave of one offer: optimistic (the card and the page change at once), rolled back with a Spanish
 * toast when the api refuses. A visitor goes to sign in and the offer is saved on return.
 */
export function useGuardarOferta(idOferta: number, segunApi: boolean) {
  const guardada = useAtomValue(useMemo(() => guardadaAtom(idOferta, segunApi), [idOferta, segunApi]));
  const marcar = useSetAtom(marcarGuardadaAtom);
  const toast = useSetAtom(showToastAtom);
  const signedIn = useAtomValue(sessionAtom) !== null;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [enviando, setEnviando] = useState(false);

  const cambiar = async (nuevo: boolean) => {
    marcar(idOferta, nuevo);
    setEnviando(true);
    try {
      await guardarOferta(idOferta, nuevo);
    } catch (error) {
      marcar(idOferta, !nuevo);
      const fallback = nuevo ? 'No pudimos guardar la oferta. Inténtalo nuevamente.' : 'No pudimos quitar la oferta de tus guardadas. Inténtalo nuevamente.';
      toast({ kind: 'danger', html: await errorMessage(error, fallback) });
    } finally {
      setEnviando(false);
    }
  };

  useAccionPendiente('GUARDAR_OFERTA', (params) => {
    if (params.get('idOferta') !== String(idOferta)) return false;
    if (!guardada) void cambiar(true);
    return true;
  });

  const alternar = () => {
    if (!signedIn) {
      void navigate(loginParaAccion(pathname, 'GUARDAR_OFERTA', { idOferta: String(idOferta) }));
      return;
    }
    void cambiar(!guardada);
  };
  return { guardada, enviando, alternar };
}

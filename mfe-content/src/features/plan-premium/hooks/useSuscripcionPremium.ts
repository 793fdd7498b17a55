import { getSuscripcionPremium, suscribirPlanPremium, suscripcionPremiumQueryKey, useQuery } from '@portal/shared/api';
import type { SuscripcionPremium } from '@portal/shared/contract';
import { href, loginParaAccion, useAccionPendiente } from '@portal/shared/routes';
import { sessionAtom } from '@portal/shared/state';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

export type EstadoSuscripcion = 'visitante' | 'cargando' | 'disponible' | 'suscribiendo' | 'vigente' | 'fallido';

/**
 * «Suscribirme» (SUSCRIPCION_PREMIUM): a visitor signs in (or registers) and comes back to the plan page with
 * `?accion=`, where the subscription completes by itself; a candidate subscribes at once.
 */
export function useSuscripcionPremium() {
  const session = useAtomValue(sessionAtom);
  const navigate = useNavigate();
  const idCandidato = session?.candidato.idCandidato ?? null;
  const actual = useQuery(idCandidato === null ? null : suscripcionPremiumQueryKey(idCandidato), (signal) => getSuscripcionPremium(signal));
  const [hecha, setHecha] = useState<SuscripcionPremium | null>(null);
  const [accion, setAccion] = useState<'suscribiendo' | 'fallido' | null>(null);

  async function suscribir() {
    setAccion('suscribiendo');
    try {
      setHecha(await suscribirPlanPremium());
      setAccion(null);
    } catch {
      setAccion('fallido');
    }
  }

  useAccionPendiente('SUSCRIPCION_PREMIUM', () => {
    if (!session) return false;
    void suscribir();
    return true;
  });

  const suscripcion = hecha ?? actual.data ?? null;
  let estado: EstadoSuscripcion;
  if (!session) estado = 'visitante';
  else if (suscripcion?.vigente) estado = 'vigente';
  else if (accion) estado = accion;
  else estado = actual.loading ? 'cargando' : 'disponible';

  const suscribirme = () => {
    if (!session) void navigate(loginParaAccion(href('planPremium'), 'SUSCRIPCION_PREMIUM'));
    else void suscribir();
  };
  return { estado, desde: suscripcion?.vigente ? suscripcion.desde : null, suscribirme };
}

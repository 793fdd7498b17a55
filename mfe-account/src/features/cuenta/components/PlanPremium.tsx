import { getSuscripcionPremium, suscripcionPremiumQueryKey, terminarPlanPremium, useQuery } from '@portal/shared/api';
import type { SuscripcionPremium } from '@portal/shared/contract';
import { Dialog } from '@portal/shared/dialogo';
import { href } from '@portal/shared/routes';
import { sessionAtom, showToastAtom } from '@portal/shared/state';
import { Alert, Button, Fecha, SecondaryButton } from '@portal/shared/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Tarjeta } from '../../../components/Tarjeta';
import { useAccion } from '../../../lib/useAccion';

const Acciones = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

/** The confirmation: the plan ends now (the api records the date). */
function ConfirmarTermino({ onTerminado, onCerrar }: { onTerminado: (plan: SuscripcionPremium) => void; onCerrar: () => void }) {
  const showToast = useSetAtom(showToastAtom);
  const { ejecutar, trabajando, error } = useAccion();
  const terminar = () =>
    void ejecutar(async () => {
      onTerminado(await terminarPlanPremium());
      showToast({ kind: 'success', html: 'Terminamos tu plan premium.' });
    });
  return (
    <Dialog
      rol="alertdialog"
      titulo="¿Terminar tu plan premium?"
      descripcion={<p>Tu plan termina hoy y queda registrado en tu cuenta. Puedes volver a suscribirte cuando quieras.</p>}
      onCerrar={onCerrar}
      ocupado={trabajando}
    >
      {error ? <Alert>{error}</Alert> : null}
      <Acciones>
        <Button type="button" disabled={trabajando} onClick={terminar}>
          {trabajando ? 'Terminando…' : 'Sí, terminar mi plan'}
        </Button>
        <SecondaryButton type="button" disabled={trabajando} onClick={onCerrar}>
          Cancelar
        </SecondaryButton>
      </Acciones>
    </Dialog>
  );
}

/** The premium plan (issue 25): since when it runs and «Terminar plan premium», or where to subscribe. */
export function PlanPremium() {
  const idCandidato = useAtomValue(sessionAtom)?.candidato.idCandidato ?? null;
  const { data } = useQuery(idCandidato === null ? null : suscripcionPremiumQueryKey(idCandidato), (signal) => getSuscripcionPremium(signal));
  const [terminado, setTerminado] = useState<SuscripcionPremium | null>(null);
  const [abierto, setAbierto] = useState(false);
  const plan = terminado ?? data;
  if (!plan) return null;
  return (
    <Tarjeta titulo="Plan premium">
      {plan.vigente && plan.desde ? (
        <>
          <p>
            Tu plan premium está vigente desde el <Fecha iso={plan.desde} />.
          </p>
          <div>
            <SecondaryButton type="button" onClick={() => { setAbierto(true); }}>
              Terminar plan premium
            </SecondaryButton>
          </div>
        </>
      ) : (
        <p>
          {plan.hasta ? <>Tu plan premium terminó el <Fecha iso={plan.hasta} />. </> : 'No tienes el plan premium. '}
          <Link to={href('planPremium')}>Conoce el plan premium</Link>
        </p>
      )}
      {abierto ? (
        <ConfirmarTermino
          onTerminado={(fin) => { setTerminado(fin); setAbierto(false); }}
          onCerrar={() => { setAbierto(false); }}
        />
      ) : null}
    </Tarjeta>
  );
}

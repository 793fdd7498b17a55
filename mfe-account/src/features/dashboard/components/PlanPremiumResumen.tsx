import { getSuscripcionPremium, suscripcionPremiumQueryKey, useQuery } from '@portal/shared/api';
import { href } from '@portal/shared/routes';
import { sessionAtom } from '@portal/shared/state';
import { Fecha } from '@portal/shared/ui';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { SeccionPanel } from './SeccionPanel';

/** The candidate's premium plan (issue 25) and since when; nothing for an account that never subscribed. */
export function PlanPremiumResumen() {
  const idCandidato = useAtomValue(sessionAtom)?.candidato.idCandidato ?? null;
  const { data } = useQuery(idCandidato === null ? null : suscripcionPremiumQueryKey(idCandidato), (signal) => getSuscripcionPremium(signal));
  if (!data?.desde) return null;
  return (
    <SeccionPanel titulo="Plan premium">
      {data.vigente ? (
        <p>
          Vigente desde el <Fecha iso={data.desde} />.
        </p>
      ) : (
        <p>Tu plan premium terminó{data.hasta ? <> el <Fecha iso={data.hasta} /></> : null}.</p>
      )}
      <p>
        <Link to={href('planPremium')}>{data.vigente ? 'Qué incluye tu plan' : 'Suscribirme de nuevo'}</Link>
      </p>
    </SeccionPanel>
  );
}

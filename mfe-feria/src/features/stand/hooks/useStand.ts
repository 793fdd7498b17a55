import { getStand, isHTTPError, standQueryKey, useQuery, type StandParams } from '@portal/shared/api';
import { notFound } from '@portal/shared/routes';
import { portalConfigAtom } from '@portal/shared/state';
import { useAtomValue } from 'jotai';
import { useParams } from 'react-router-dom';

/** The stand's address from `/pabellon/{nombrepabellon}/stand/{stand}` (and its `trabajo/{oferta}` child). */
export function useStandParams(): StandParams {
  const { idDominio } = useAtomValue(portalConfigAtom);
  const { nombrepabellon = '', stand = '' } = useParams();
  return { idDominio, pabellon: nombrepabellon, stand };
}

/** The stand of the route; an unknown one is the 404 page. */
export function useStand() {
  const params = useStandParams();
  const query = useQuery(standQueryKey(params), (signal) => getStand(params, signal));
  if (isHTTPError(query.error) && query.error.response.status === 404) notFound();
  return query;
}

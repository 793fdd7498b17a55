import { getEventos, useQuery, type EventosParams, type QueryResult } from '@portal/shared/api';
import { MODALIDADES_EVENTO, type ListaEventos, type ModalidadEvento } from '@portal/shared/contract';
import { portalConfigAtom } from '@portal/shared/state';
import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router-dom';

const ENTERO_POSITIVO = /^[1-9]\d{0,5}$/;

/** The list's state in its URL (`?modalidad=ONLINE&region=8&pagina=2`); a value of another shape is left out. */
export function filtroEventosDe(search: URLSearchParams): EventosParams {
  const pagina = search.get('pagina') ?? '';
  const modalidad = search.get('modalidad') ?? '';
  const region = search.get('region') ?? '';
  return {
    pagina: ENTERO_POSITIVO.test(pagina) ? Number(pagina) : 1,
    ...((MODALIDADES_EVENTO as readonly string[]).includes(modalidad) && { modalidad: modalidad as ModalidadEvento }),
    ...(ENTERO_POSITIVO.test(region) && { region: Number(region) }),
  };
}

/** The useQuery key of a page of events, under which the edge also preloads it (app/loaders.ts). */
export const eventosQueryKey = (idDominio: number, { pagina, modalidad, region }: EventosParams) =>
  `eventos:${String(idDominio)}:${modalidad ?? ''}:${region ?? ''}:${String(pagina)}`;

/** The page of the portal's events the URL names. */
export function useEventos(): QueryResult<ListaEventos> & { filtro: EventosParams } {
  const { idDominio } = useAtomValue(portalConfigAtom);
  const [searchParams] = useSearchParams();
  const filtro = filtroEventosDe(searchParams);
  const query = useQuery(eventosQueryKey(idDominio, filtro), (signal) => getEventos(idDominio, filtro, signal));
  return { ...query, filtro };
}

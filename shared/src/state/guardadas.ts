import { atom } from 'jotai';
import { sessionAtom } from './session';

/**
 * Saved/unsaved changes made in this visit, per candidate and offer (`${idCandidato}:${idOferta}`): the
 * offer cards and the offer page read them over the `guardada` of answers fetched earlier, so a change on
 * one shows on the other without fetching again.
 */
export const cambiosGuardadasAtom = atom<Record<string, boolean>>({});

/** `guardada` of an offer for the signed-in candidate: this visit's change, else the api's answer. */
export const guardadaAtom = (idOferta: number, segunApi: boolean) =>
  atom((get) => {
    const idCandidato = get(sessionAtom)?.candidato.idCandidato;
    if (idCandidato === undefined) return false;
    return get(cambiosGuardadasAtom)[`${idCandidato}:${idOferta}`] ?? segunApi;
  });

export const marcarGuardadaAtom = atom(null, (get, set, idOferta: number, guardada: boolean) => {
  const idCandidato = get(sessionAtom)?.candidato.idCandidato;
  if (idCandidato === undefined) return;
  set(cambiosGuardadasAtom, { ...get(cambiosGuardadasAtom), [`${idCandidato}:${idOferta}`]: guardada });
});

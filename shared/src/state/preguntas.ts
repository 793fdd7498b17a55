import { atom } from 'jotai';
import { sessionAtom } from './session';

/** Questions waiting per candidate: a change of session never shows another candidate's count. */
const pendientesPorCandidatoAtom = atom<Readonly<Record<number, number>>>({});

/**
 * Recruiters' questions waiting for the signed-in candidate's answer, as the candidate menu shows it;
 * undefined until the api told. The questions pages set it from every answer they get, so it stays current.
 */
export const preguntasPendientesAtom = atom(
  (get) => {
    const idCandidato = get(sessionAtom)?.candidato.idCandidato;
    return idCandidato === undefined ? undefined : get(pendientesPorCandidatoAtom)[idCandidato];
  },
  (get, set, pendientes: number) => {
    const idCandidato = get(sessionAtom)?.candidato.idCandidato;
    if (idCandidato !== undefined) set(pendientesPorCandidatoAtom, { ...get(pendientesPorCandidatoAtom), [idCandidato]: pendientes });
  },
);

import { getPreguntaReclutador, getPreguntasReclutador, responderPreguntaReclutador, useQuery } from '@portal/shared/api';
import type { PreguntaReclutador } from '@portal/shared/contract';
import { preguntasPendientesAtom } from '@portal/shared/state';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { mensajeError } from '../../../lib/mensaje-error';

/** The candidate's questions; the menu's count follows each answer of the list. */
export function usePreguntas() {
  const consulta = useQuery('preguntas-reclutadores', getPreguntasReclutador);
  const setPendientes = useSetAtom(preguntasPendientesAtom);
  const pendientes = consulta.data?.pendientes;
  useEffect(() => {
    if (pendientes !== undefined) setPendientes(pendientes);
  }, [pendientes, setPendientes]);
  return consulta;
}

export type EnvioRespuesta = { tipo: 'listo' } | { tipo: 'enviando' } | { tipo: 'error'; mensaje: string } | { tipo: 'enviada' };

/** One question and its answer: sent once, then shown as the api kept it. */
export function usePregunta(idPregunta: number) {
  const consulta = useQuery(`pregunta-reclutador:${idPregunta}`, (signal) => getPreguntaReclutador(idPregunta, signal));
  const [respondida, setRespondida] = useState<PreguntaReclutador | null>(null);
  const [envio, setEnvio] = useState<EnvioRespuesta>({ tipo: 'listo' });
  const setPendientes = useSetAtom(preguntasPendientesAtom);

  async function responder(respuesta: string) {
    setEnvio({ tipo: 'enviando' });
    try {
      setRespondida(await responderPreguntaReclutador(idPregunta, respuesta.trim()));
      setEnvio({ tipo: 'enviada' });
      // The count comes from the api, so another tab's answers are counted too.
      void getPreguntasReclutador().then(({ pendientes }) => setPendientes(pendientes), () => {});
    } catch (error) {
      setEnvio({ tipo: 'error', mensaje: await mensajeError(error) });
      // Answered meanwhile (another tab): show the answer the api kept.
      consulta.retry();
    }
  }

  return { consulta, pregunta: respondida ?? consulta.data, envio, responder };
}

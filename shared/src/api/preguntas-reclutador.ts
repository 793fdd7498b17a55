import { PreguntaReclutadorSchema, PreguntasReclutadorSchema, type PreguntaReclutador, type PreguntasReclutador } from '@portal/shared/contract';
import { api, withAuth } from '@portal/shared/api-nucleo';

/** GET /api/preguntas-reclutadores: the signed-in candidate's questions, those waiting first, and how many wait. */
export function getPreguntasReclutador(signal?: AbortSignal): Promise<PreguntasReclutador> {
  return api().get('preguntas-reclutadores', withAuth({ signal })).json(PreguntasReclutadorSchema);
}

/** GET /api/preguntas-reclutadores/{idPregunta}: one question (404 for anyone else's). */
export function getPreguntaReclutador(idPregunta: number, signal?: AbortSignal): Promise<PreguntaReclutador> {
  return api().get(`preguntas-reclutadores/${idPregunta}`, withAuth({ signal })).json(PreguntaReclutadorSchema);
}

/** POST /api/preguntas-reclutadores/{idPregunta}/respuesta: answers once; 409 PREGUNTA_YA_RESPONDIDA afterwards. */
export function responderPreguntaReclutador(idPregunta: number, respuesta: string): Promise<PreguntaReclutador> {
  return api().post(`preguntas-reclutadores/${idPregunta}/respuesta`, withAuth({ json: { respuesta } })).json(PreguntaReclutadorSchema);
}

import { postular } from '@portal/shared/api';
import type { Postulacion } from '@portal/shared/contract';
import { origenRapidoPorPantalla } from './validacion';

/** Quick apply's POST: the profile CV and no answers. Fetched at the tap, with the apply rules it shares with the form. */
export function enviarPostulacionRapida(idOferta: number): Promise<Postulacion> {
  return postular({
    idOferta,
    origen: origenRapidoPorPantalla(),
    respuestas: [],
    usarCurriculumPerfil: true,
    documentos: new Map(),
    curriculum: null,
  });
}

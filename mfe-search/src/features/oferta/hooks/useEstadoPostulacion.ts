import { useQuery } from '@portal/shared/api';
import type { EstadoPostulacion } from '@portal/shared/contract';
import { sessionAtom } from '@portal/shared/state';
import { useAtomValue } from 'jotai';

/** Whether the signed-in candidate applied to the offer: undefined while asking, null for a visitor. */
export function useEstadoPostulacion(idOferta: number) {
  const idCandidato = useAtomValue(sessionAtom)?.candidato.idCandidato ?? null;
  const query = useQuery(`${idOferta}:${String(idCandidato)}`, (signal): Promise<EstadoPostulacion | null> =>
    idCandidato === null ? Promise.resolve(null) : import('../lib/api-postulacion').then((api) => api.getEstadoPostulacion(idOferta, signal)),
  );
  if (query.loading) return { estado: undefined };
  // Not known (the check failed): let the candidate fill the form; the api refuses with its own message.
  if (query.error) return { estado: { postulado: false, fecha: null, tieneCurriculumPerfil: true, curriculumPerfil: null, faltantesCurriculum: [] } };
  return { estado: query.data ?? null };
}

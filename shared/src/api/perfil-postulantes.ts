import { PerfilPostulantesSchema, type PerfilPostulantes } from '@portal/shared/contract';
import { api, withAuth } from '@portal/shared/api-nucleo';

/** GET /api/candidato/perfil-postulantes: how the candidate's profile compares with the other applicants of each offer. */
export function getPerfilPostulantes(signal?: AbortSignal): Promise<PerfilPostulantes> {
  return api().get('candidato/perfil-postulantes', withAuth({ signal })).json(PerfilPostulantesSchema);
}

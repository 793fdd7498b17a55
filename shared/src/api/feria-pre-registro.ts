import { PreRegistroSchema, PreRegistrosSchema, type PreRegistro } from '@portal/shared/contract';
import { api, withAuth } from '@portal/shared/api-nucleo';

/** POST /api/feria/pre-registro: pre-registers the signed-in candidate; null when it fails (SPEC.md section 8). */
export async function preRegistrarEnFeria(idDominio: number): Promise<PreRegistro | null> {
  try {
    return await api().post('feria/pre-registro', withAuth({ json: { idDominio } })).json(PreRegistroSchema);
  } catch (error) {
    console.error('Could not pre-register for the fair.', error);
    return null;
  }
}

/** GET /api/feria/pre-registros: the candidate's fairs; an empty list when it fails. */
export async function getPreRegistros(signal?: AbortSignal): Promise<PreRegistro[]> {
  try {
    return (await api().get('feria/pre-registros', withAuth({ signal })).json(PreRegistrosSchema)).preRegistros;
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error('Could not load the fairs the candidate pre-registered for.', error);
    return [];
  }
}

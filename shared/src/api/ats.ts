import { ResultadoCvSchema, type SolicitudCv } from '@portal/shared/contract';
import { api } from '@portal/shared/api-nucleo';

/** The SPEC's "false on failure": an error answer or no answer at all is false too. */
async function llamar(ruta: string, solicitud: SolicitudCv): Promise<boolean> {
  try {
    return await api().post(`ats/candidato/${ruta}`, { json: solicitud }).json(ResultadoCvSchema);
  } catch {
    return false;
  }
}

/** POST /api/ats/candidato/check-cv: whether the candidate can leave a CV with company `idc`. */
export function checkCv(solicitud: SolicitudCv): Promise<boolean> {
  return llamar('check-cv', solicitud);
}

/** POST /api/ats/candidato/dejar-cv: leaves the candidate's CV with company `idc`. */
export function dejarCv(solicitud: SolicitudCv): Promise<boolean> {
  return llamar('dejar-cv', solicitud);
}

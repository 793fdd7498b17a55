import * as v from 'valibot';

/**
 * Body of POST /api/ats/candidato/check-cv and /dejar-cv (SPEC.md section 7): the candidate's session
 * token and `idc`, the company the CV is left with.
 */
export interface SolicitudCv {
  token: string;
  idc: number;
}

/** Their answer: true when the CV can be left (check-cv) or was left (dejar-cv); false on any failure. */
export const ResultadoCvSchema = v.boolean();

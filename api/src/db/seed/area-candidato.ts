// The demo candidate's area (issue 10): applications in every step (one withdrawn, one to an expired
// offer) and saved offers, live and expired. Dates are relative to the day it runs, so the demo always
// looks recent. Run once, when migration 013 is applied (also on databases seeded earlier).
import type { EstadoProceso } from '@portal/shared/contract';

const DEMO = 1;

/**
 * Offers the demo data use: applied on the portal without questions or documents, in the upper half of the
 * first 2,500 ids (fixed: the occupations added after them, ocupaciones-agregadas.ts, must not move it) and
 * not among the newest 50, so tests that pick the first offers by id or the newest never meet them.
 */
function oferta(estado: 'ACTIVA' | 'EXPIRADA', n: number): string {
  return `(SELECT id_oferta FROM oferta o
    WHERE estado = '${estado}' AND id_oferta > 1250
      AND NOT postulacion_valida_institucion AND link_postulacion_externo IS NULL
      AND NOT EXISTS (SELECT 1 FROM oferta_pregunta p WHERE p.id_oferta = o.id_oferta)
      AND NOT EXISTS (SELECT 1 FROM oferta_documento d WHERE d.id_oferta = o.id_oferta)
      AND id_oferta NOT IN (SELECT id_oferta FROM oferta ORDER BY fecha_publicacion DESC LIMIT 50)
    ORDER BY id_oferta OFFSET ${n} LIMIT 1)`;
}

interface PostulacionDemo {
  oferta: string;
  /** Days ago it was sent. */
  dias: number;
  /** The steps after ENVIADA it reached, each with the days after sending. */
  pasos: [EstadoProceso, number][];
  /** Days after sending it was withdrawn. */
  retirada?: number;
}

const POSTULACIONES: PostulacionDemo[] = [
  { oferta: oferta('ACTIVA', 0), dias: 1, pasos: [] },
  { oferta: oferta('ACTIVA', 1), dias: 4, pasos: [['CV_RECIBIDO', 1]] },
  { oferta: oferta('ACTIVA', 2), dias: 8, pasos: [['CV_RECIBIDO', 1], ['CV_VISTO', 3]] },
  { oferta: oferta('ACTIVA', 3), dias: 15, pasos: [['CV_RECIBIDO', 1], ['CV_VISTO', 2], ['EN_EVALUACION', 6]] },
  { oferta: oferta('ACTIVA', 4), dias: 35, pasos: [['CV_RECIBIDO', 1], ['CV_VISTO', 2], ['EN_EVALUACION', 5], ['FINALIZADA', 20]] },
  { oferta: oferta('ACTIVA', 5), dias: 20, pasos: [['CV_RECIBIDO', 1], ['CV_VISTO', 4]], retirada: 9 },
  { oferta: oferta('EXPIRADA', 0), dias: 45, pasos: [['CV_RECIBIDO', 2]] },
];

const GUARDADAS: { oferta: string; dias: number }[] = [
  { oferta: oferta('ACTIVA', 6), dias: 2 },
  { oferta: oferta('ACTIVA', 7), dias: 6 },
  { oferta: oferta('ACTIVA', 8), dias: 11 },
  { oferta: oferta('EXPIRADA', 1), dias: 3 },
  { oferta: oferta('EXPIRADA', 2), dias: 25 },
];

const hace = (dias: number) => `now() - interval '${dias} days'`;

function postulacionSql({ oferta: idOferta, dias, pasos, retirada }: PostulacionDemo): string {
  const estado = pasos.at(-1)?.[0] ?? 'ENVIADA';
  const valoresPasos = pasos.map(([paso, despues]) => `('${paso}', ${despues})`).join(', ');
  const nueva = `INSERT INTO postulacion (id_candidato, id_oferta, origen, usar_curriculum_perfil, creada, estado, retirada)
      SELECT id_candidato, ${idOferta}, 'WEB', true, ${hace(dias)}, '${estado}', ${retirada === undefined ? 'NULL' : hace(dias - retirada)}
      FROM candidato WHERE id_candidato = ${DEMO} AND ${idOferta} IS NOT NULL
      ON CONFLICT DO NOTHING RETURNING id_postulacion, creada`;
  // The trigger of migration 013 records the ENVIADA step; the later steps follow it.
  if (!pasos.length) return `${nueva};`;
  return `WITH nueva AS (${nueva})
    INSERT INTO postulacion_paso (id_postulacion, estado, fecha)
      SELECT id_postulacion, v.estado, creada + v.despues * interval '1 day' FROM nueva, (VALUES ${valoresPasos}) AS v(estado, despues);`;
}

export function completarAreaCandidatoSql(): string {
  const guardadas = GUARDADAS.map(
    ({ oferta: idOferta, dias }) => `INSERT INTO oferta_guardada (id_candidato, id_oferta, creada)
      SELECT id_candidato, ${idOferta}, ${hace(dias)} FROM candidato WHERE id_candidato = ${DEMO} AND ${idOferta} IS NOT NULL
      ON CONFLICT DO NOTHING;`,
  );
  return [...POSTULACIONES.map(postulacionSql), ...guardadas].join('\n');
}

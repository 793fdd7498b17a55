// The CV's profile part: summary, desired position and salary, availability, working hours, licences.
import { JORNADAS, LICENCIAS_CONDUCIR, MODALIDADES, type PerfilCurriculumBody } from '@portal/shared/contract';
import type { Db } from '../db/db';

const opcional = (valor: string | null) => (valor?.trim() ? valor.trim() : null);
/** Each value once, in the contract's order: a set, whatever order or repeats the client sent. */
const unicos = <T extends string>(valores: readonly T[], orden: readonly T[]) => orden.filter((valor) => valores.includes(valor));

export async function guardarPerfil(db: Db, idCandidato: number, b: PerfilCurriculumBody): Promise<void> {
  await db.query(
    `INSERT INTO curriculum (id_candidato, resumen, cargo_deseado, pretension_renta, disponibilidad, jornadas, modalidades, licencias)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (id_candidato) DO UPDATE SET resumen = $2, cargo_deseado = $3, pretension_renta = $4, disponibilidad = $5,
       jornadas = $6, modalidades = $7, licencias = $8, actualizado = now()`,
    [
      idCandidato,
      opcional(b.resumen),
      opcional(b.cargoDeseado),
      b.pretensionRenta,
      b.disponibilidad,
      unicos(b.jornadas, JORNADAS),
      unicos(b.modalidades, MODALIDADES),
      unicos(b.licencias, LICENCIAS_CONDUCIR),
    ],
  );
}

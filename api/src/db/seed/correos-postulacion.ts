// The demo candidate's e-mails about applications (issue 11), so their link pages can be reached in the demo:
// the application in evaluation becomes a process a company invited the candidate to (origin TF_INVITACION)
// with its mobility invitation, and the finished one gets the placement follow-up. The api's scheduled round
// sends both on its first start (maildev shows them); their links point to the demo's address. Run once, when
// migration 023 is applied, after the demo's applications.

/** The address of the demo (README.md, "Demo portals"): where the seeded e-mails' links point. */
const ORIGEN_DEMO = 'http://localhost:8080';

const postulacionDemo = (estado: string) =>
  `(SELECT id_postulacion FROM postulacion WHERE id_candidato = 1 AND estado = '${estado}' AND retirada IS NULL ORDER BY creada DESC LIMIT 1)`;

export function completarCorreosPostulacionSql(): string {
  const invitada = postulacionDemo('EN_EVALUACION');
  const finalizada = postulacionDemo('FINALIZADA');
  return `
    UPDATE postulacion SET origen = 'TF_INVITACION' WHERE id_postulacion = ${invitada};
    INSERT INTO correo_postulacion (id_postulacion, tipo, origen)
      SELECT ${invitada}, 'INVITACION_MOVILIDAD', '${ORIGEN_DEMO}' WHERE ${invitada} IS NOT NULL ON CONFLICT DO NOTHING;
    INSERT INTO correo_postulacion (id_postulacion, tipo, origen)
      SELECT ${finalizada}, 'COLOCACION', '${ORIGEN_DEMO}' WHERE ${finalizada} IS NOT NULL ON CONFLICT DO NOTHING;`;
}

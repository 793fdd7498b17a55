// Seed data of the apply flow, idempotent so it also fills databases seeded before migration 004:
// institutions (the demo candidate studied at Duoc UC), offers restricted to institutions and offers
// applied to on the employer's site.
export const INSTITUCIONES = [
  { idInstitucion: 1, nombre: 'Universidad de Chile' },
  { idInstitucion: 2, nombre: 'Pontificia Universidad Católica de Chile' },
  { idInstitucion: 3, nombre: 'Duoc UC' },
  { idInstitucion: 4, nombre: 'INACAP' },
];

const valores = INSTITUCIONES.map((i) => `(${i.idInstitucion}, '${i.nombre}')`).join(', ');

/** Offers with id % 40 = 11 accept only members: those with id % 80 = 11 include Duoc UC, the others do not. */
export function completarPostulacionSql(): string {
  return `
    INSERT INTO institucion (id_institucion, nombre) VALUES ${valores} ON CONFLICT DO NOTHING;
    INSERT INTO candidato_institucion (id_candidato, id_institucion)
      SELECT id_candidato, 3 FROM candidato WHERE id_candidato = 1 ON CONFLICT DO NOTHING;
    UPDATE oferta SET postulacion_valida_institucion = true WHERE id_oferta % 40 = 11 AND NOT postulacion_valida_institucion;
    INSERT INTO oferta_institucion (id_oferta, id_institucion)
      SELECT id_oferta, i FROM oferta, (VALUES (1), (2)) AS v(i) WHERE id_oferta % 40 = 11 ON CONFLICT DO NOTHING;
    INSERT INTO oferta_institucion (id_oferta, id_institucion)
      SELECT id_oferta, 3 FROM oferta WHERE id_oferta % 80 = 11 ON CONFLICT DO NOTHING;
    UPDATE oferta SET link_postulacion_externo = 'https://empleos.example.com/postular/' || id_oferta
      WHERE id_oferta % 50 = 7 AND link_postulacion_externo IS NULL;`;
}

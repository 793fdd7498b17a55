// The demo candidate's CV (issue 10), so demos, the apply form and the PDF look real. Idempotent: written
// only while she has no CV row (that row is written last), so it also fills databases seeded before
// migration 012 and never overwrites what a demo changed.
const CUANDO = 'WHERE EXISTS (SELECT 1 FROM candidato WHERE id_candidato = 1) AND NOT EXISTS (SELECT 1 FROM curriculum WHERE id_candidato = 1)';

export function completarCurriculumSql(): string {
  return `
    INSERT INTO curriculum_experiencia (id_candidato, orden, cargo, empresa, inicio, termino, descripcion)
      SELECT 1, v.* FROM (VALUES
        (0, 'Desarrolladora Frontend', 'Banco Andino', '2022-03', NULL, 'Desarrollo de la banca en línea con React y TypeScript; accesibilidad WCAG 2.1 AA y pruebas automatizadas. Lidero un equipo de tres personas.'),
        (1, 'Analista Programadora', 'Retail Austral SpA', '2019-01', '2022-02', 'Mantención del sistema de inventario (Java y PostgreSQL) para 40 tiendas; integración con proveedores por API REST.'),
        (2, 'Práctica profesional en soporte TI', 'Clínica Los Aromos', '2018-01', '2018-06', NULL)
      ) AS v(orden, cargo, empresa, inicio, termino, descripcion) ${CUANDO};
    INSERT INTO curriculum_estudio (id_candidato, orden, nivel, institucion, carrera, estado, inicio, termino)
      SELECT 1, v.* FROM (VALUES
        (0, 'UNIVERSITARIO', 'Universidad Tecnológica Metropolitana', 'Ingeniería en Informática', 'EN_CURSO', '2023-03', '2027-12'),
        (1, 'TECNICO', 'Duoc UC', 'Analista Programador', 'TITULADO', '2016-03', '2018-07'),
        (2, 'MEDIA', 'Liceo científico-humanista', NULL, 'EGRESADO', '2009-03', '2012-12')
      ) AS v(orden, nivel, institucion, carrera, estado, inicio, termino) ${CUANDO};
    INSERT INTO curriculum_idioma (id_candidato, orden, idioma, nivel)
      SELECT 1, v.* FROM (VALUES (0, 'Español', 'NATIVO'), (1, 'Inglés', 'AVANZADO')) AS v(orden, idioma, nivel) ${CUANDO};
    INSERT INTO curriculum_habilidad (id_candidato, orden, nombre)
      SELECT 1, v.* FROM (VALUES (0, 'React'), (1, 'TypeScript'), (2, 'Accesibilidad web'), (3, 'PostgreSQL'), (4, 'Scrum')) AS v(orden, nombre) ${CUANDO};
    INSERT INTO curriculum (id_candidato, resumen, cargo_deseado, pretension_renta, disponibilidad, jornadas, modalidades, licencias)
      SELECT 1,
        'Desarrolladora frontend con seis años de experiencia en banca y retail. Me especializo en interfaces accesibles y rápidas con React y TypeScript, y disfruto trabajar con equipos de diseño y negocio.',
        'Desarrolladora Frontend Senior', 2200000, 'UN_MES', '{COMPLETA}', '{HIBRIDA,REMOTA}', '{B}'
      ${CUANDO};`;
}

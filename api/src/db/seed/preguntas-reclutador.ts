// Questions recruiters sent the demo candidate (issue 11): two waiting for an answer, one answered, each on an
// application still in process. Run once, when migration 016 is applied (also on databases seeded earlier).

const DEMO = 1;

/** The demo candidate's n-th live application in process (not withdrawn, not finished), newest first. */
const postulacion = (n: number) => `(SELECT id_postulacion FROM postulacion
    WHERE id_candidato = ${DEMO} AND retirada IS NULL AND estado NOT IN ('FINALIZADA', 'ENVIADA')
    ORDER BY creada DESC, id_postulacion DESC OFFSET ${n} LIMIT 1)`;

const texto = (valor: string) => `'${valor.replace(/'/g, "''")}'`;

const PREGUNTAS: { postulacion: string; dias: number; pregunta: string; respuesta?: [string, number] }[] = [
  {
    postulacion: postulacion(0),
    dias: 1,
    pregunta: '¿Tienes disponibilidad para trabajar en turnos rotativos, incluidos fines de semana?',
  },
  {
    postulacion: postulacion(1),
    dias: 2,
    pregunta: '¿Cuál es tu disponibilidad para comenzar y cuál es tu renta líquida esperada?',
  },
  {
    postulacion: postulacion(0),
    dias: 4,
    pregunta: '¿Cuentas con licencia de conducir vigente?',
    respuesta: ['Sí, tengo licencia clase B vigente hasta 2029.', 3],
  },
];

export function completarPreguntasReclutadorSql(): string {
  return PREGUNTAS.map(({ postulacion: idPostulacion, dias, pregunta, respuesta }) => {
    const respondida = respuesta ? `${texto(respuesta[0])}, now() - interval '${respuesta[1]} days'` : 'NULL, NULL';
    return `INSERT INTO pregunta_reclutador (id_postulacion, pregunta, enviada, respuesta, respondida)
      SELECT ${idPostulacion}, ${texto(pregunta)}, now() - interval '${dias} days', ${respondida}
      WHERE ${idPostulacion} IS NOT NULL;`;
  }).join('\n');
}

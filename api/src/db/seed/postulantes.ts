// Other applicants to the demo candidate's two newest applications (/informes-perfil-postulantes shows a
// comparison only from 5 applicants): twelve demo accounts with CVs, all on the newest offer, the first
// six on the next one. They sign in like the demo candidate. Run once, when migration 020 is applied, after
// the demo's applications; idempotent (accounts by e-mail, applications by candidate and offer).
import { digitoVerificador } from '@portal/shared/rut';

interface Postulante {
  nombres: string;
  apellidos: string;
  experiencias: [inicio: string, termino: string | null][];
  nivel: 'MEDIA' | 'TECNICO' | 'UNIVERSITARIO' | 'POSTGRADO';
  pretension: number | null;
}

const POSTULANTES: Postulante[] = [
  { nombres: 'Javiera', apellidos: 'Soto Pérez', experiencias: [['2015-03', '2020-12'], ['2021-01', null]], nivel: 'UNIVERSITARIO', pretension: 2_500_000 },
  { nombres: 'Benjamín', apellidos: 'Muñoz Lagos', experiencias: [['2023-01', null]], nivel: 'TECNICO', pretension: 1_100_000 },
  { nombres: 'Fernanda', apellidos: 'Castro Vera', experiencias: [['2012-05', '2019-08'], ['2019-09', null]], nivel: 'POSTGRADO', pretension: 3_200_000 },
  { nombres: 'Tomás', apellidos: 'Reyes Fuentes', experiencias: [], nivel: 'UNIVERSITARIO', pretension: 900_000 },
  { nombres: 'Valentina', apellidos: 'Díaz Morales', experiencias: [['2020-02', null]], nivel: 'UNIVERSITARIO', pretension: 1_800_000 },
  { nombres: 'Diego', apellidos: 'Araya Rojas', experiencias: [['2018-04', '2022-03']], nivel: 'TECNICO', pretension: null },
  { nombres: 'Catalina', apellidos: 'Herrera Silva', experiencias: [['2016-01', null]], nivel: 'UNIVERSITARIO', pretension: 2_200_000 },
  { nombres: 'Matías', apellidos: 'Espinoza Toro', experiencias: [['2024-03', null]], nivel: 'MEDIA', pretension: 750_000 },
  { nombres: 'Antonia', apellidos: 'Vargas Núñez', experiencias: [['2019-06', null]], nivel: 'UNIVERSITARIO', pretension: 1_500_000 },
  { nombres: 'Sebastián', apellidos: 'Pizarro Cortés', experiencias: [['2010-01', '2017-12'], ['2018-01', null]], nivel: 'UNIVERSITARIO', pretension: 2_800_000 },
  { nombres: 'Isidora', apellidos: 'Contreras Sáez', experiencias: [['2022-07', null]], nivel: 'TECNICO', pretension: 1_000_000 },
  { nombres: 'Vicente', apellidos: 'Gutiérrez Paz', experiencias: [['2017-09', null]], nivel: 'POSTGRADO', pretension: 2_000_000 },
];

/**
 * The applicants only fill the demo's comparison: nobody signs in as them. An argon2id hash of random bytes
 * that were thrown away, so no password verifies (and a login costs the usual verify).
 */
const SIN_INGRESO = '$argon2id$v=19$m=19456,t=2,p=1$MxQ58qXOdYphTTtosqM8vQ$x10tg+IAh4BAx7wbhGyL++d1qVlNzYooH4uVTAgZDaU';

const texto = (valor: string | null) => (valor === null ? 'NULL' : `'${valor.replaceAll("'", "''")}'`);
const correo = (i: number) => `postulante${String(i + 1).padStart(2, '0')}@portal.cl`;
const idDe = (i: number) => `(SELECT id_candidato FROM candidato WHERE correo = '${correo(i)}')`;
/** The demo candidate's n-th newest application still on. */
const ofertaDemo = (n: number) => `(SELECT id_oferta FROM postulacion WHERE id_candidato = 1 AND retirada IS NULL ORDER BY creada DESC OFFSET ${n} LIMIT 1)`;

function postulanteSql(p: Postulante, i: number): string {
  const cuerpo = String(30_000_001 + i);
  const run = `${cuerpo}${digitoVerificador(cuerpo)}`;
  const experiencias = p.experiencias
    .map(([inicio, termino], orden) => `INSERT INTO curriculum_experiencia (id_candidato, orden, cargo, empresa, inicio, termino)
      SELECT ${idDe(i)}, ${orden}, 'Analista', 'Empresa ${orden + 1}', '${inicio}', ${texto(termino)} WHERE NOT EXISTS (SELECT 1 FROM curriculum WHERE id_candidato = ${idDe(i)});`)
    .join('\n');
  const ofertas = [ofertaDemo(0), ...(i < 6 ? [ofertaDemo(1)] : [])];
  return `
    INSERT INTO candidato (correo, run, tipo_documento, numero_documento, clave_hash, nombres, apellidos, estado, correo_confirmado)
      VALUES ('${correo(i)}', '${run}', 'RUN', '${run}', '${SIN_INGRESO}', ${texto(p.nombres)}, ${texto(p.apellidos)}, 'FINALIZADO', now())
      ON CONFLICT DO NOTHING;
    ${experiencias}
    INSERT INTO curriculum_estudio (id_candidato, orden, nivel, institucion, estado, inicio)
      SELECT ${idDe(i)}, 0, '${p.nivel}', 'Institución', 'TITULADO', '2008-03' WHERE NOT EXISTS (SELECT 1 FROM curriculum WHERE id_candidato = ${idDe(i)});
    INSERT INTO curriculum (id_candidato, pretension_renta) SELECT ${idDe(i)}, ${p.pretension ?? 'NULL'} WHERE ${idDe(i)} IS NOT NULL ON CONFLICT DO NOTHING;
    ${ofertas
      .map((oferta) => `INSERT INTO postulacion (id_candidato, id_oferta, origen, usar_curriculum_perfil, creada)
      SELECT ${idDe(i)}, ${oferta}, 'WEB', true, now() - interval '${i % 5} days' WHERE ${oferta} IS NOT NULL AND ${idDe(i)} IS NOT NULL ON CONFLICT DO NOTHING;`)
      .join('\n')}`;
}

export function completarPostulantesSql(): string {
  return POSTULANTES.map(postulanteSql).join('\n');
}

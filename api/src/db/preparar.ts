// Start-up of any database: migrations, then the seed when it is empty, then the JWT secret.
import { randomBytes } from 'node:crypto';
import type { Db } from './db';
import { migrate } from './migrate';
import { completarAreaCandidatoSql } from './seed/area-candidato';
import { completarComunasSql } from './seed/comunas';
import { completarCoordenadasSql } from './seed/coordenadas';
import { completarCorreosPostulacionSql } from './seed/correos-postulacion';
import { completarCurriculumSql } from './seed/curriculum';
import { eventosSql } from './seed/eventos';
import { completarPostulacionSql } from './seed/postulacion';
import { completarPostulantesSql } from './seed/postulantes';
import { completarPreguntasReclutadorSql } from './seed/preguntas-reclutador';
import { paginasSql } from './seed/paginas';
import { isSeeded, seed } from './seed/index';

/** The migration that brings the candidate's area; the demo candidate's applications are seeded with it. */
const MIGRACION_AREA_CANDIDATO = '013_area_candidato.sql';
/** The migration that brings recruiters' questions; the demo candidate's are seeded with it. */
const MIGRACION_PREGUNTAS_RECLUTADOR = '016_preguntas_reclutador.sql';
/** The migration that brings events; the seed's events are written with it. */
const MIGRACION_EVENTOS = '019_eventos_empresas.sql';
/** The migration that brings applicants' profiles; the demo's offers get other applicants with it. */
const MIGRACION_INFORMES = '020_informes_sueldo.sql';
/** The migration that brings the e-mails about applications; the demo's invitation and follow-up come with it. */
const MIGRACION_CORREOS_POSTULACION = '023_correos_postulacion.sql';

export function ofertasSemilla(env: NodeJS.ProcessEnv): number {
  const cantidad = Number(env.SEED_OFERTAS ?? 2500);
  if (!Number.isInteger(cantidad) || cantidad < 1) throw new Error('SEED_OFERTAS debe ser un entero positivo.');
  return cantidad;
}

export async function prepararDb(db: Db, ofertas: number): Promise<{ migraciones: string[]; sembrada: boolean }> {
  const migraciones = await migrate(db);
  const sembrada = !(await isSeeded(db));
  if (sembrada) await seed(db, { ofertas });
  else if (migraciones.length) await db.exec(completarCoordenadasSql());
  if (migraciones.length) await db.exec(completarPostulacionSql() + completarCurriculumSql() + completarComunasSql());
  if (migraciones.includes(MIGRACION_AREA_CANDIDATO)) await db.exec(completarAreaCandidatoSql());
  if (migraciones.includes(MIGRACION_PREGUNTAS_RECLUTADOR)) await db.exec(completarPreguntasReclutadorSql());
  if (migraciones.includes(MIGRACION_EVENTOS)) await db.exec(eventosSql());
  if (migraciones.includes(MIGRACION_INFORMES)) await db.exec(completarPostulantesSql());
  if (migraciones.includes(MIGRACION_CORREOS_POSTULACION)) await db.exec(completarCorreosPostulacionSql());
  // The seed's CMS pages: those a database lacks arrive with any new migration (none is overwritten).
  if (migraciones.length) await db.exec(paginasSql());
  return { migraciones, sembrada };
}

/** The configured JWT_SECRET if any; else one generated on first start and kept with the data (never in the repo). */
export async function secretoJwt(db: Db, configurado?: string): Promise<string> {
  if (configurado) return configurado;
  await db.query(`INSERT INTO ajuste_servidor (clave, valor) VALUES ('jwt_secret', $1) ON CONFLICT (clave) DO NOTHING`, [
    randomBytes(48).toString('base64url'),
  ]);
  const { rows } = await db.query<{ valor: string }>(`SELECT valor FROM ajuste_servidor WHERE clave = 'jwt_secret'`);
  return rows[0]!.valor;
}

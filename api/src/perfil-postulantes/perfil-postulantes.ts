// /informes-perfil-postulantes: for each offer the candidate applied to, the profiles of everyone who
// applied (not withdrawn) in bands, never one person's data. Two queries: the candidate's applications,
// then every applicant of those offers with their CV's experience, studies and salary expectation.
import { MINIMO_PARA_CIFRAS, type PerfilPostulantes } from '@portal/shared/contract';
import type { Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database } from '../db/tables';
import { EMPRESA_CONFIDENCIAL } from '../ofertas/resumen';
import { distribucionPor, type PerfilPostulante } from './bandas';

/** The newest applications compared: each reads its offer's every applicant. */
const MAXIMO_OFERTAS = 20;

export async function perfilPostulantes(k: Kysely<Database>, idCandidato: number, hoy = new Date()): Promise<PerfilPostulantes> {
  const mias = await k
    .selectFrom('postulacion as p')
    .innerJoin('oferta as o', 'o.id_oferta', 'p.id_oferta')
    .innerJoin('empresa as e', 'e.id_empresa', 'o.id_empresa')
    .select(['p.id_oferta', 'p.creada', 'o.nombre_cargo', 'o.confidencial', 'e.nombre_fantasia'])
    .where('p.id_candidato', '=', idCandidato)
    .where('p.retirada', 'is', null)
    .orderBy('p.creada', 'desc')
    .limit(MAXIMO_OFERTAS)
    .execute();
  const postulantes = mias.length
    ? await k
        .selectFrom('postulacion as p')
        .leftJoin('curriculum as cv', 'cv.id_candidato', 'p.id_candidato')
        .select((eb) => [
          'p.id_oferta',
          'p.id_candidato',
          'cv.pretension_renta',
          jsonArrayFrom(eb.selectFrom('curriculum_experiencia as x').select(['x.inicio', 'x.termino']).whereRef('x.id_candidato', '=', 'p.id_candidato')).as('experiencias'),
          jsonArrayFrom(eb.selectFrom('curriculum_estudio as s').select('s.nivel').whereRef('s.id_candidato', '=', 'p.id_candidato')).as('estudios'),
        ])
        .where('p.id_oferta', 'in', mias.map((m) => m.id_oferta))
        .where('p.retirada', 'is', null)
        .execute()
    : [];

  return {
    ofertas: mias.map((m) => {
      const deLaOferta = postulantes.filter((p) => p.id_oferta === m.id_oferta);
      const perfiles = deLaOferta.map((p): PerfilPostulante & { idCandidato: number } => ({
        idCandidato: p.id_candidato,
        experiencias: p.experiencias,
        niveles: p.estudios.map((s) => s.nivel),
        pretension: p.pretension_renta,
      }));
      const tuyo = perfiles.find((p) => p.idCandidato === idCandidato)!;
      const suficientes = perfiles.length >= MINIMO_PARA_CIFRAS;
      return {
        idOferta: m.id_oferta,
        nombreCargo: m.nombre_cargo,
        nombreEmpresaFantasia: m.confidencial ? EMPRESA_CONFIDENCIAL : m.nombre_fantasia,
        fechaPostulacion: m.creada.toISOString(),
        postulantes: suficientes ? perfiles.length : null,
        comparacion: suficientes
          ? {
              experiencia: distribucionPor('experiencia', perfiles, tuyo, hoy),
              educacion: distribucionPor('educacion', perfiles, tuyo, hoy),
              pretension: distribucionPor('pretension', perfiles, tuyo, hoy),
            }
          : null,
      };
    }),
  };
}

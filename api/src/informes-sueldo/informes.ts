// The full reports candidates ask for (INFORME_SUELDO): recorded per candidate, portal and position, and
// computed again each time they are read, so a report is always today's figures.
import type { InformeSueldo, MisInformesSueldo } from '@portal/shared/contract';
import type { Kysely } from 'kysely';
import type { Portal } from '../portal/portal';
import type { Database } from '../db/tables';
import { grupos, porcentajeBajo } from './cifras';
import { resumenDe, sueldosDelCargo } from './resumen';

const JORNADAS: Record<Database['oferta']['jornada'], string> = {
  COMPLETA: 'Jornada completa',
  PARCIAL: 'Jornada parcial',
  TURNOS: 'Por turnos',
  FINES_DE_SEMANA: 'Fines de semana',
};

/** Records the report (or brings the candidate's one for that position up to date); its id. */
export async function pedirInforme(k: Kysely<Database>, idCandidato: number, idDominio: number, slug: string, cargo: string): Promise<number> {
  const { id_informe } = await k
    .insertInto('informe_sueldo')
    .values({ id_candidato: idCandidato, id_dominio: idDominio, slug, cargo })
    .onConflict((oc) => oc.columns(['id_candidato', 'id_dominio', 'slug']).doUpdateSet({ pedido: new Date(), cargo }))
    .returning('id_informe')
    .executeTakeFirstOrThrow();
  return id_informe;
}

export async function misInformes(k: Kysely<Database>, idCandidato: number): Promise<MisInformesSueldo> {
  const filas = await k
    .selectFrom('informe_sueldo')
    .select(['id_informe', 'cargo', 'slug', 'pedido'])
    .where('id_candidato', '=', idCandidato)
    .orderBy('pedido', 'desc')
    .orderBy('id_informe', 'desc')
    .execute();
  return { informes: filas.map((f) => ({ idInforme: f.id_informe, cargo: f.cargo, slug: f.slug, pedido: f.pedido.toISOString() })) };
}

/** The candidate's report `idInforme` with its portal; undefined for anyone else's or none. */
export function informeDelCandidato(k: Kysely<Database>, idCandidato: number, idInforme: number) {
  return k
    .selectFrom('informe_sueldo as i')
    .leftJoin('curriculum as cv', 'cv.id_candidato', 'i.id_candidato')
    .select(['i.id_informe', 'i.id_dominio', 'i.slug', 'i.pedido', 'cv.pretension_renta'])
    .where('i.id_informe', '=', idInforme)
    .where('i.id_candidato', '=', idCandidato)
    .executeTakeFirst();
}

export async function informeCompleto(
  k: Kysely<Database>,
  portal: Portal,
  informe: NonNullable<Awaited<ReturnType<typeof informeDelCandidato>>>,
): Promise<InformeSueldo> {
  const sueldos = await sueldosDelCargo(k, portal, informe.slug);
  const resumen = resumenDe(sueldos, informe.slug);
  const montos = sueldos.map((s) => s.sueldo);
  const pretension = resumen.general && informe.pretension_renta !== null ? { monto: informe.pretension_renta, porcentajeBajo: porcentajeBajo(montos, informe.pretension_renta) } : null;
  return {
    idInforme: informe.id_informe,
    pedido: informe.pedido.toISOString(),
    resumen,
    porJornada: resumen.general ? grupos(sueldos, (s) => ({ clave: s.jornada, nombre: JORNADAS[s.jornada] })) : [],
    pretension,
  };
}

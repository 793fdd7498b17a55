// Pre-registration for a fair: the candidate signs up before (or during) the fair, gets a confirmation
// e-mail queued in the same transaction, and finds the fair in their dashboard.
import type { Kysely } from 'kysely';
import type { Db } from '../db/db';
import { createKysely } from '../db/kysely';
import type { Database } from '../db/tables';
import { encolarCorreo } from '../correo/bandeja';
import type { PortalDelCorreo } from '../correo/portal';
import { apiError } from '../errors';
import { correoPreRegistro } from './plantilla';
import { estadoEn, feriaDelDominio } from './home';

function consultaPreRegistros(k: Kysely<Database>, idCandidato: number) {
  return k
    .selectFrom('feria_pre_registro as pr')
    .innerJoin('dominio as d', 'd.id_dominio', 'pr.id_dominio')
    .select(['pr.id_dominio', 'd.nombre', 'd.dominio', 'd.feria_inicio', 'd.feria_termino', 'pr.fecha'])
    .where('pr.id_candidato', '=', idCandidato);
}

type Fila = Awaited<ReturnType<ReturnType<typeof consultaPreRegistros>['executeTakeFirstOrThrow']>>;

const preRegistro = (f: Fila) => ({
  idDominio: f.id_dominio,
  nombreFeria: f.nombre,
  dominio: f.dominio,
  fechaInicio: new Date(f.feria_inicio!).toISOString(),
  fechaTermino: new Date(f.feria_termino!).toISOString(),
  fecha: new Date(f.fecha).toISOString(),
});

/** The candidate's pre-registrations, the next fair first. */
export async function preRegistrosDe(k: Kysely<Database>, idCandidato: number) {
  const filas = await consultaPreRegistros(k, idCandidato).orderBy('d.feria_inicio').execute();
  return filas.map(preRegistro);
}

/**
 * Pre-registers the candidate (once: a repeat answers the first one and sends nothing). 404 for a portal
 * that is not a fair, 409 when the fair takes none or already ended.
 */
export async function preRegistrar(db: Db, portal: PortalDelCorreo, idCandidato: number, idDominio: number, ahora: Date) {
  return db.transaction(async (tx) => {
    const t = createKysely(tx);
    const feria = await feriaDelDominio(t, idDominio);
    if (!feria) throw apiError('FERIA_NO_ENCONTRADA');
    const estado = estadoEn(new Date(feria.feria_inicio!), new Date(feria.feria_termino!), ahora);
    if (!feria.pre_registro_habilitado || estado === 'TERMINADA') throw apiError('PRE_REGISTRO_NO_DISPONIBLE');
    const nuevo = await t
      .insertInto('feria_pre_registro')
      .values({ id_candidato: idCandidato, id_dominio: idDominio })
      .onConflict((oc) => oc.doNothing())
      .returning('fecha')
      .executeTakeFirst();
    const fila = await consultaPreRegistros(t, idCandidato).where('pr.id_dominio', '=', idDominio).executeTakeFirstOrThrow();
    if (nuevo) {
      const candidato = await t.selectFrom('candidato').select(['correo', 'nombres']).where('id_candidato', '=', idCandidato).executeTakeFirstOrThrow();
      await encolarCorreo(t, correoPreRegistro({ portal: portal.nombre, enlace: `${portal.origen}/`, para: candidato.correo, nombres: candidato.nombres, feria: preRegistro(fila) }));
    }
    return { preRegistro: preRegistro(fila), nuevo: Boolean(nuevo) };
  });
}

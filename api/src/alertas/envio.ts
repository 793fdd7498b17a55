// One run of the job alerts: claims the due alerts (FOR UPDATE SKIP LOCKED, like the outbox), finds each
// one's new live offers with the search service, and for each alert, in one transaction, advances its
// period (conditionally, so two runs never both do) and queues its e-mail. A run that dies between the
// claim and the commit leaves the alert due again when the claim ends: nothing is lost nor sent twice.
import { sql, type Kysely } from 'kysely';
import { href } from '@portal/shared/routes';
import type { Buscador } from '../busqueda/buscador';
import type { ParametrosBusqueda } from '../busqueda/parametros';
import type { Db } from '../db/db';
import { createKysely } from '../db/kysely';
import type { Database } from '../db/tables';
import { encolarCorreo } from '../correo/bandeja';
import { portalEntre } from '../correo/portal';
import { periodo, type FilaAlerta } from './alertas';
import { describirAlerta } from './descripcion';
import { enlacesDeAlerta } from './enlaces';
import { correoAlerta, OFERTAS_POR_CORREO } from './plantilla';

/** How long a run owns the alerts it claimed. */
export const RECLAMO_ALERTAS_MS = 5 * 60_000;

export interface ResultadoRonda {
  revisadas: number;
  enviadas: number;
}

/**
 * `proximoEnvioExacto` is the claimed `proximo_envio` as PostgreSQL writes it: a JavaScript Date keeps milliseconds only, and
 * PostgreSQL's microseconds would then never compare equal when the period is advanced.
 */
type Reclamada = Pick<FilaAlerta, 'id_alerta' | 'id_candidato' | 'nombre' | 'frecuencia' | 'parametros' | 'publicadas_hasta'> & { proximoEnvioExacto: string };

async function reclamar(k: Kysely<Database>, lote: number): Promise<Reclamada[]> {
  const { rows } = await sql<Reclamada>`
    UPDATE alerta SET reclamada_hasta = now() + ${`${RECLAMO_ALERTAS_MS} milliseconds`}::interval
    WHERE id_alerta IN (
      SELECT id_alerta FROM alerta
      WHERE activa AND proximo_envio <= now() AND (reclamada_hasta IS NULL OR reclamada_hasta <= now())
      ORDER BY proximo_envio
      LIMIT ${lote}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id_alerta, id_candidato, nombre, frecuencia, parametros, publicadas_hasta, proximo_envio::text AS "proximoEnvioExacto"`.execute(k);
  return rows;
}

const aBusqueda = (parametros: FilaAlerta['parametros']) =>
  ({ pagina: 1, orden: 'FECHA_PUBLICACION', tipoOrden: 'DESC', ...parametros }) as unknown as ParametrosBusqueda;

export interface Envio {
  db: Db;
  k: Kysely<Database>;
  buscador: Pick<Buscador, 'nuevas'>;
  /** The e-mail link key (claveDeEnlaces). */
  clave: Buffer;
  /** The portals' configured origins (PORTAL_ORIGINS): where the links point. */
  origenes: readonly URL[];
}

/** One run over at most `lote` due alerts; call again while it reports some revisadas. */
export async function enviarAlertas({ db, k, buscador, clave, origenes }: Envio, lote = 200): Promise<ResultadoRonda> {
  const alertas = await reclamar(k, lote);
  if (!alertas.length) return { revisadas: 0, enviadas: 0 };
  const corte = new Date();
  const resultados = await buscador.nuevas(
    alertas.map((a) => ({ params: aBusqueda(a.parametros), desde: new Date(a.publicadas_hasta), hasta: corte })),
    OFERTAS_POR_CORREO,
  );
  const candidatos = await k
    .selectFrom('candidato')
    .select(['id_candidato', 'correo', 'nombres'])
    .where('id_candidato', 'in', [...new Set(alertas.map((a) => a.id_candidato))])
    .execute();
  const portales = await k.selectFrom('dominio').select(['id_dominio', 'dominio', 'nombre']).execute();
  let enviadas = 0;
  for (const [i, alerta] of alertas.entries()) {
    const { ofertas, total } = resultados[i]!;
    const candidato = candidatos.find((c) => c.id_candidato === alerta.id_candidato);
    const params = aBusqueda(alerta.parametros);
    const { nombre: portal, origen } = portalEntre(portales, (p) => p.id_dominio === params.idDominio, origenes);
    const mensaje =
      total > 0 && candidato
        ? correoAlerta({
            portal,
            origen,
            para: candidato.correo,
            nombres: candidato.nombres,
            nombreAlerta: alerta.nombre,
            descripcion: await describirAlerta(k, params),
            ofertas,
            total,
            urlBusqueda: `${origen}${href('trabajoEmpleo')}?${new URLSearchParams(Object.entries(alerta.parametros).map(([c, v]) => [c, String(v)]))}`,
            enlaces: enlacesDeAlerta(clave, origen, alerta.id_candidato, alerta.id_alerta),
          })
        : undefined;
    const enviada = await db.transaction(async (tx) => {
      const t = createKysely(tx);
      // Only the run whose claim still matches the alert's period advances it; a paused, changed or deleted alert is left alone.
      const avanzada = await t
        .updateTable('alerta')
        .set({
          proximo_envio: sql<Date>`GREATEST(proximo_envio + ${periodo(alerta.frecuencia)}, ${corte}::timestamptz + ${periodo(alerta.frecuencia)} / 2)`,
          reclamada_hasta: null,
          ...(mensaje && { publicadas_hasta: corte, ultimo_envio: corte }),
        })
        .where('id_alerta', '=', alerta.id_alerta)
        .where('activa', '=', true)
        .where(sql<boolean>`proximo_envio = ${alerta.proximoEnvioExacto}::timestamptz`)
        .returning('id_alerta')
        .executeTakeFirst();
      if (!avanzada || !mensaje) return false;
      await encolarCorreo(t, mensaje);
      return true;
    });
    if (enviada) enviadas++;
  }
  return { revisadas: alertas.length, enviadas };
}

// One round of the e-mails owed about applications (correo_postulacion): in one transaction it claims the
// due rows (FOR UPDATE SKIP LOCKED, so concurrent rounds take disjoint rows), queues each e-mail in the outbox
// with its signed link, and marks the row queued: nothing is sent twice, and nothing is lost if the round dies.
// A row whose application was withdrawn meanwhile is owed no more and goes.
import { sql } from 'kysely';
import type { Db } from '../db/db';
import { createKysely } from '../db/kysely';
import { encolarCorreo } from '../correo/bandeja';
import { portalEntre } from '../correo/portal';
import { EMPRESA_CONFIDENCIAL } from '../ofertas/resumen';
import { normalizarDominio } from '../portal/configuracion';
import { crearProgramador, type Programador } from '../programador';
import { urlEnlacePostulacion } from './enlaces';
import { correoInvitacionMovilidad, correoSeguimientoColocacion } from './plantillas';

export interface EnvioCorreosPostulacion {
  db: Db;
  /** The e-mail link key (claveDeEnlaces). */
  clave: Buffer;
  /** The portals' configured origins (PORTAL_ORIGINS): where the links point. */
  origenes: readonly URL[];
}

interface Debido {
  id_postulacion: number;
  tipo: 'COLOCACION' | 'INVITACION_MOVILIDAD';
  /** Names the portal by its host; the links' origin is that portal's configured one. */
  origen: string;
  id_candidato: number;
  correo: string;
  nombres: string;
  nombre_cargo: string;
  confidencial: boolean;
  nombre_fantasia: string;
}

/** Queues up to `lote` due e-mails; answers how many. Call again while it answers `lote`. */
export async function enviarCorreosPostulacion({ db, clave, origenes }: EnvioCorreosPostulacion, lote = 200): Promise<number> {
  return db.transaction(async (tx) => {
    const t = createKysely(tx);
    await sql`DELETE FROM correo_postulacion c USING postulacion p
      WHERE p.id_postulacion = c.id_postulacion AND c.encolado IS NULL AND p.retirada IS NOT NULL`.execute(t);
    const { rows } = await sql<Debido>`
      SELECT c.id_postulacion, c.tipo, c.origen, ca.id_candidato, ca.correo, ca.nombres, o.nombre_cargo, o.confidencial, e.nombre_fantasia
      FROM correo_postulacion c
      JOIN postulacion p ON p.id_postulacion = c.id_postulacion
      JOIN candidato ca ON ca.id_candidato = p.id_candidato
      JOIN oferta o ON o.id_oferta = p.id_oferta
      JOIN empresa e ON e.id_empresa = o.id_empresa
      WHERE c.encolado IS NULL AND c.enviar_desde <= now()
      ORDER BY c.enviar_desde
      LIMIT ${lote}
      FOR UPDATE OF c SKIP LOCKED`.execute(t);
    if (!rows.length) return 0;
    // The e-mail carries the name of the portal its links point to.
    const portales = await t.selectFrom('dominio').select(['id_dominio', 'dominio', 'nombre']).execute();
    for (const fila of rows) {
      const colocacion = fila.tipo === 'COLOCACION';
      const dominio = URL.canParse(fila.origen) ? normalizarDominio(new URL(fila.origen).host) : '';
      const { nombre: portal, origen } = portalEntre(portales, (p) => p.dominio === dominio, origenes);
      const datos = {
        portal,
        para: fila.correo,
        nombres: fila.nombres,
        cargo: fila.nombre_cargo,
        empresa: fila.confidencial ? EMPRESA_CONFIDENCIAL : fila.nombre_fantasia,
        enlace: urlEnlacePostulacion(clave, origen, colocacion ? 'colocacion' : 'desiste', fila.id_candidato, fila.id_postulacion),
      };
      await encolarCorreo(t, colocacion ? correoSeguimientoColocacion(datos) : correoInvitacionMovilidad(datos));
      await t.updateTable('correo_postulacion').set({ encolado: sql<Date>`now()` }).where('id_postulacion', '=', fila.id_postulacion).where('tipo', '=', fila.tipo).execute();
    }
    return rows.length;
  });
}

/** Asks for an e-mail about an application, sent by the next round from `enviarDesde` on (the seed and tests use it; a company's side would). */
export async function pedirCorreoPostulacion(
  db: Db,
  d: { idPostulacion: number; tipo: 'COLOCACION' | 'INVITACION_MOVILIDAD'; origen: string; enviarDesde?: Date },
): Promise<void> {
  const k = createKysely(db);
  await k
    .insertInto('correo_postulacion')
    .values({ id_postulacion: d.idPostulacion, tipo: d.tipo, origen: d.origen, enviar_desde: d.enviarDesde ?? new Date() })
    .onConflict((oc) => oc.columns(['id_postulacion', 'tipo']).doUpdateSet({ origen: d.origen, enviar_desde: d.enviarDesde ?? new Date(), encolado: null }))
    .execute();
}

const LOTE = 200;

/** The scheduled rounds of these e-mails (programador.ts), batch after batch. */
export function crearProgramadorCorreosPostulacion(envio: EnvioCorreosPostulacion, log: { warn(objeto: object, mensaje: string): void }): Programador<number> {
  return crearProgramador(
    async () => {
      let total = 0;
      for (;;) {
        const encolados = await enviarCorreosPostulacion(envio, LOTE);
        total += encolados;
        if (encolados < LOTE) return total;
      }
    },
    log,
    'correos de postulaciones',
  );
}

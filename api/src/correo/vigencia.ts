// A code e-mailed is valid from when it is sent, not from when it was queued: after an SMTP outage the outbox
// may send hours late, and a code of 15 or 30 minutes would arrive dead. A message that carries a code says
// which (`vigencia`); when it leaves more than a minute late, its code's window starts again at the send
// (only if it is still the account's or the request's code) and the deadline in its words is rewritten.
import { sql, type Kysely } from 'kysely';
import type { Database, VigenciaCodigo } from '../db/tables';
import type { MensajeReclamado } from './bandeja';
import { escaparHtml, horaChile } from './plantillas';

/** A send within this long of the queueing keeps the deadline the api already answered with. */
const HOLGURA_MS = 60_000;

/** The code's new deadline, counted from now, if it is still live-able and its message left late. */
async function renovar(k: Kysely<Database>, v: VigenciaCodigo): Promise<Date | undefined> {
  const nueva = sql<Date>`now() + ${v.duracionMs}::float8 * interval '1 millisecond'`;
  const tarde = sql<Date>`now() + ${v.duracionMs - HOLGURA_MS}::float8 * interval '1 millisecond'`;
  if (v.tipo === 'registro') {
    const fila = await k
      .updateTable('codigo_confirmacion')
      .set({ expira: nueva })
      .where('id_candidato', '=', Number(v.id))
      .where('codigo_hash', '=', v.codigoHash)
      .where('expira', '<', tarde)
      .returning('expira')
      .executeTakeFirst();
    return fila && new Date(fila.expira);
  }
  const fila = await k
    .updateTable('recuperacion')
    .set({ codigo_expira: nueva })
    .where('id_solicitud', '=', v.id)
    .where('codigo_hash', '=', v.codigoHash)
    .where('codigo_expira', '<', tarde)
    .returning('codigo_expira')
    .executeTakeFirst();
  return fila?.codigo_expira ? new Date(fila.codigo_expira) : undefined;
}

/** The message as it must leave now: its code valid from this send, when it is late, and its words saying so. */
export async function vigenteDesdeElEnvio(k: Kysely<Database>, mensaje: MensajeReclamado): Promise<MensajeReclamado> {
  if (!mensaje.vigencia) return mensaje;
  const expira = await renovar(k, mensaje.vigencia);
  if (!expira) return mensaje;
  const [antes, ahora] = [horaChile(new Date(mensaje.vigencia.expira)), horaChile(expira)];
  return { ...mensaje, texto: mensaje.texto.replaceAll(antes, ahora), html: mensaje.html.replaceAll(escaparHtml(antes), escaparHtml(ahora)) };
}

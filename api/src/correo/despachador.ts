// Sends the outbox: every `intervaloMs` a round claims the due messages (bandeja.ts), hands each to SMTP and
// marks it sent, or schedules a retry with backoff. Started by main.ts; tests run single rounds.
import nodemailer from 'nodemailer';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { marcarEnviado, marcarFallo, reclamarPendientes } from './bandeja';
import { vigenteDesdeElEnvio } from './vigencia';
import type { ConfiguracionSmtp } from './configuracion';
import { crearProgramador, type Programador } from '../programador';

/**
 * Every message names its outbox row, so what a relay or a catcher received can be told apart per message (a
 * copy sent twice by a sender that died before marking it is the same id twice): bench:escala checks it.
 */
export const CABECERA_ID_CORREO = 'X-Correo-Saliente';

/** `<correo-{id}@{the sender's domain}>`: one message's id, whichever attempt sends it. */
export function idDelMensaje(id: string, remitente: string): string {
  const dominio = /@([^\s>]+)/.exec(remitente)?.[1] ?? 'portal.localhost';
  return `<correo-${id}@${dominio}>`;
}

/** Rounds every `intervaloMs` (a second by default: mail must not wait for the alerts' minute) until detener(). */
export type Despachador = Omit<Programador<number>, 'iniciar'> & { iniciar(intervaloMs?: number): void };

interface Registro {
  warn(objeto: object, mensaje: string): void;
}

export function crearDespachador(k: Kysely<Database>, { opciones, remitente }: ConfiguracionSmtp, log: Registro, lote = 20): Despachador {
  const transporte = nodemailer.createTransport(opciones);

  async function ronda(): Promise<number> {
    let enviados = 0;
    for (const reclamado of await reclamarPendientes(k, lote)) {
      try {
        const mensaje = await vigenteDesdeElEnvio(k, reclamado);
        await transporte.sendMail({
          from: remitente,
          to: mensaje.para,
          subject: mensaje.asunto,
          text: mensaje.texto,
          html: mensaje.html,
          // The same Message-ID on every attempt: a mail client shows a copy sent again after a crash as one message.
          messageId: idDelMensaje(reclamado.id, remitente),
          headers: { ...mensaje.cabeceras, [CABECERA_ID_CORREO]: reclamado.id },
        });
        await marcarEnviado(k, reclamado.id);
        enviados++;
      } catch (error) {
        log.warn({ idCorreo: reclamado.id, intentos: reclamado.intentos + 1, err: error }, 'No se pudo enviar un correo; se reintentará');
        await marcarFallo(k, reclamado, (error as Error).message);
      }
    }
    return enviados;
  }

  // The database may be briefly away (restart, failover): the next round tries again.
  const programador = crearProgramador(ronda, log, 'envío de correos');
  return {
    ronda,
    iniciar: (intervaloMs = 1000) => programador.iniciar(intervaloMs),
    async detener() {
      await programador.detener();
      transporte.close();
    },
  };
}

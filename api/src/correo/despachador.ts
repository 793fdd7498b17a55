// Sends the outbox: every `intervaloMs` a round claims the due messages (bandeja.ts), hands each to SMTP and
// marks it sent, or schedules a retry with backoff. Started by main.ts; tests run single rounds.
import nodemailer from 'nodemailer';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { marcarEnviado, marcarFallo, reclamarPendientes } from './bandeja';
import type { ConfiguracionSmtp } from './configuracion';

export interface Despachador {
  /** One round: sends what is due; the number of messages sent. */
  ronda(): Promise<number>;
  /** Rounds every `intervaloMs` until detener(). */
  iniciar(intervaloMs?: number): void;
  /** Stops the rounds and waits for the one under way. */
  detener(): Promise<void>;
}

interface Registro {
  warn(objeto: object, mensaje: string): void;
}

export function crearDespachador(k: Kysely<Database>, { opciones, remitente }: ConfiguracionSmtp, log: Registro, lote = 20): Despachador {
  const transporte = nodemailer.createTransport(opciones);
  let temporizador: NodeJS.Timeout | undefined;
  let activo = false;
  let enCurso: Promise<number> = Promise.resolve(0);

  async function ronda(): Promise<number> {
    let enviados = 0;
    for (const mensaje of await reclamarPendientes(k, lote)) {
      try {
        await transporte.sendMail({ from: remitente, to: mensaje.para, subject: mensaje.asunto, text: mensaje.texto, html: mensaje.html, headers: mensaje.cabeceras ?? undefined });
        await marcarEnviado(k, mensaje.id);
        enviados++;
      } catch (error) {
        log.warn({ idCorreo: mensaje.id, intentos: mensaje.intentos + 1, err: error }, 'No se pudo enviar un correo; se reintentará');
        await marcarFallo(k, mensaje, (error as Error).message);
      }
    }
    return enviados;
  }

  return {
    ronda,
    iniciar(intervaloMs = 1000) {
      activo = true;
      const siguiente = () => {
        if (!activo) return;
        temporizador = setTimeout(() => {
          enCurso = ronda()
            .catch((error: unknown) => {
              // The database may be briefly away (restart, failover): the next round tries again.
              log.warn({ err: error }, 'Falló una ronda de envío de correos');
              return 0;
            })
            .finally(siguiente);
        }, intervaloMs);
      };
      siguiente();
    },
    async detener() {
      activo = false;
      clearTimeout(temporizador);
      await enCurso;
      transporte.close();
    },
  };
}

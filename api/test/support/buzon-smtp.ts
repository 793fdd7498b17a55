// A real SMTP server on 127.0.0.1 for tests (smtp-server): keeps every message it accepts, or refuses
// them all while `rechazar` is set.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { ConfiguracionSmtp } from '../../src/correo/configuracion';

export interface CorreoRecibido {
  para: string[];
  /** The raw message (headers and MIME parts) as the server received it. */
  crudo: string;
}

export interface BuzonSmtp {
  recibidos: CorreoRecibido[];
  rechazar: boolean;
  configuracion: ConfiguracionSmtp;
  cerrar(): Promise<void>;
}

export async function abrirBuzonSmtp(): Promise<BuzonSmtp> {
  const buzon = { recibidos: [] as CorreoRecibido[], rechazar: false };
  const servidor = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const partes: Buffer[] = [];
      stream.on('data', (parte: Buffer) => partes.push(parte));
      stream.on('end', () => {
        if (buzon.rechazar) return callback(Object.assign(new Error('Buzón no disponible'), { responseCode: 451 }));
        buzon.recibidos.push({ para: session.envelope.rcptTo.map((r) => r.address), crudo: Buffer.concat(partes).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => servidor.listen(0, '127.0.0.1', resolve));
  const { port } = servidor.server.address() as AddressInfo;
  return Object.assign(buzon, {
    configuracion: { opciones: { host: '127.0.0.1', port, secure: false, ignoreTLS: true }, remitente: '"Portal de Empleo" <no-responder@portal.localhost>' },
    cerrar: () => new Promise<void>((resolve) => servidor.close(() => resolve())),
  });
}

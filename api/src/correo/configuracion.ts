// SMTP settings from the environment. Without SMTP_HOST the api sends to a local catcher (maildev, which
// `npm start` runs on 1025), never to a real relay by accident.
import type SMTPTransport from 'nodemailer/lib/smtp-transport';

export const REMITENTE_POR_DEFECTO = '"Portal de Empleo" <no-responder@portal.localhost>';

export interface ConfiguracionSmtp {
  opciones: SMTPTransport.Options;
  remitente: string;
}

export function configuracionSmtp(env: NodeJS.ProcessEnv): ConfiguracionSmtp {
  const port = Number(env.SMTP_PORT ?? 1025);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`SMTP_PORT no es un puerto válido: ${env.SMTP_PORT}`);
  const user = env.SMTP_USER;
  return {
    opciones: {
      host: env.SMTP_HOST ?? '127.0.0.1',
      port,
      // SMTP_SECURE=true: TLS from the first byte (port 465); otherwise STARTTLS when the server offers it.
      secure: env.SMTP_SECURE === 'true',
      ...(user && { auth: { user, pass: env.SMTP_PASS ?? '' } }),
      // Shorter than the dispatcher's claim on a message, so a hung server never lets two processes send it.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 60_000,
    },
    remitente: env.SMTP_FROM ?? REMITENTE_POR_DEFECTO,
  };
}

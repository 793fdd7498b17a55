// Messages of password recovery and account settings, in the layout every e-mail of the portal shares
// (componerCorreo of plantillas.ts: Spanish, the portal's name, HTML-escaped text and HTML parts).
import type { Mensaje } from './bandeja';
import { componerCorreo, horaChile } from './plantillas';

const NO_FUISTE = 'Si no fuiste tú, recupera tu contraseña de inmediato desde la página de ingreso.';

export const correoCodigoRecuperacion = (d: { portal: string; para: string; codigo: string; expira: Date }): Mensaje =>
  componerCorreo({
    portal: d.portal,
    para: d.para,
    asunto: 'Tu código para recuperar la contraseña',
    saludo: 'Hola:',
    parrafos: [
      'Pediste recuperar la contraseña de tu cuenta.',
      `Tu código de verificación es ${d.codigo}. Vale hasta las ${horaChile(d.expira)} (hora de Chile) y solo una vez.`,
    ],
    codigo: d.codigo,
    nota: 'Si no pediste este código, ignora este mensaje: tu contraseña sigue igual. Nunca te lo pediremos por teléfono ni por otro medio.',
  });

export const correoClaveCambiada = (d: { portal: string; para: string }): Mensaje =>
  componerCorreo({
    portal: d.portal,
    para: d.para,
    asunto: 'Tu contraseña cambió',
    saludo: 'Hola:',
    parrafos: ['La contraseña de tu cuenta acaba de cambiar y cerramos las demás sesiones abiertas.'],
    nota: NO_FUISTE,
  });

export const correoConfirmarCorreoNuevo = (d: { portal: string; para: string; enlace: string; expira: Date }): Mensaje =>
  componerCorreo({
    portal: d.portal,
    para: d.para,
    asunto: 'Confirma tu nuevo correo',
    saludo: 'Hola:',
    parrafos: [`Pediste usar esta dirección como correo principal de tu cuenta. Confírmala con el botón; vale hasta las ${horaChile(d.expira)} (hora de Chile).`],
    boton: { texto: 'Confirmar mi nuevo correo', url: d.enlace },
    nota: 'Si no lo pediste tú, ignora este mensaje: tu correo principal no cambiará.',
  });

export const correoCorreoCambiado = (d: { portal: string; para: string; correoNuevo: string }): Mensaje =>
  componerCorreo({
    portal: d.portal,
    para: d.para,
    asunto: 'Tu correo principal cambió',
    saludo: 'Hola:',
    parrafos: [`El correo principal de tu cuenta ahora es ${d.correoNuevo}. Desde ahora te escribiremos allí.`],
    nota: `${NO_FUISTE} Con ella puedes volver a cambiar el correo.`,
  });

export const correoCuentaEliminada = (d: { portal: string; para: string }): Mensaje =>
  componerCorreo({
    portal: d.portal,
    para: d.para,
    asunto: 'Eliminamos tu cuenta',
    saludo: 'Hola:',
    parrafos: [
      'Tal como lo pediste, eliminamos tu cuenta: tus datos, tu currículum, tus archivos, tus postulaciones, tus ofertas guardadas y tus alertas.',
      'Este es el último correo que te enviamos. Si quieres volver, puedes crear una cuenta nueva cuando lo necesites.',
    ],
    nota: 'Si no fuiste tú quien pidió eliminarla, responde a este mensaje para contarnos qué pasó.',
  });

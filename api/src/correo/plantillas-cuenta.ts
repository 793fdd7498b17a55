// Messages of password recovery and account settings: Spanish (es-CL), with the portal's name, a text
// and an HTML part. Every interpolated value is HTML-escaped.

export interface Mensaje {
  asunto: string;
  texto: string;
  html: string;
}

const escapar = (texto: string) =>
  texto.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const ZONA = { timeZone: 'America/Santiago' } as const;
const hora = new Intl.DateTimeFormat('es-CL', { ...ZONA, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const dia = new Intl.DateTimeFormat('es-CL', { ...ZONA, day: 'numeric', month: 'long' });

/** "14:35 del 3 de diciembre (hora de Chile)": when a code or link stops working, as people in Chile read it. */
export const hasta = (fecha: Date) => `${hora.format(fecha)} del ${dia.format(fecha)} (hora de Chile)`;

/** Paragraphs of text, the same in both parts; `enlace` becomes a button in the HTML. */
function mensaje(portal: string, asunto: string, parrafos: string[], enlace?: { texto: string; url: string }): Mensaje {
  const pie = `Este correo lo envió ${portal}. Si no fuiste tú, puedes ignorarlo.`;
  const texto = [...parrafos, ...(enlace ? [`${enlace.texto}: ${enlace.url}`] : []), '', pie].join('\n\n');
  const html = [
    `<div style="font-family:Arial,sans-serif;max-width:560px;margin:auto;color:#222">`,
    `<h1 style="font-size:20px">${escapar(portal)}</h1>`,
    ...parrafos.map((p) => `<p>${escapar(p)}</p>`),
    ...(enlace ? [`<p><a href="${escapar(enlace.url)}" style="background:#0b5cad;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${escapar(enlace.texto)}</a></p>`] : []),
    `<p style="color:#666;font-size:12px">${escapar(pie)}</p>`,
    `</div>`,
  ].join('\n');
  return { asunto: `${asunto} · ${portal}`, texto, html };
}

export const codigoRecuperacion = (portal: string, codigo: string, expira: Date) =>
  mensaje(portal, `Tu código para recuperar la contraseña: ${codigo}`, [
    'Pediste recuperar la contraseña de tu cuenta.',
    `Tu código de verificación es ${codigo}. Vale hasta las ${hasta(expira)} y solo una vez.`,
    'Nunca te pediremos este código por teléfono ni por otro medio.',
  ]);

export const claveCambiada = (portal: string) =>
  mensaje(portal, 'Tu contraseña cambió', [
    'La contraseña de tu cuenta acaba de cambiar y cerramos las demás sesiones abiertas.',
    'Si no fuiste tú, recupera tu contraseña de inmediato desde la página de ingreso.',
  ]);

export const confirmarCorreoNuevo = (portal: string, url: string, expira: Date) =>
  mensaje(
    portal,
    'Confirma tu nuevo correo',
    ['Pediste usar esta dirección como correo principal de tu cuenta.', `Confírmala con el botón o el enlace; vale hasta las ${hasta(expira)}.`],
    { texto: 'Confirmar mi nuevo correo', url },
  );

export const correoCambiado = (portal: string, correoNuevo: string) =>
  mensaje(portal, 'Tu correo principal cambió', [
    `El correo principal de tu cuenta ahora es ${correoNuevo}. Desde ahora te escribiremos allí.`,
    'Si no fuiste tú, recupera tu contraseña de inmediato desde la página de ingreso: con ella se puede volver a cambiar el correo.',
  ]);

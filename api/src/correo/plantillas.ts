// The e-mails' words: Spanish (es-CL), the portal's name in subject and signature, an HTML part and a
// text part with the same content. Every value put into the HTML is escaped.
import type { Mensaje } from './bandeja';

export const PORTAL_POR_DEFECTO = 'Portal de Empleo';

export function escaparHtml(texto: string): string {
  return texto.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** "14:35 del 3 de diciembre" in Chile's time: when a code stops working. */
export function horaChile(fecha: Date): string {
  const hora = new Intl.DateTimeFormat('es-CL', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'America/Santiago' }).format(fecha);
  const dia = new Intl.DateTimeFormat('es-CL', { day: 'numeric', month: 'long', timeZone: 'America/Santiago' }).format(fecha);
  return `${hora} del ${dia}`;
}

export interface Contenido {
  /** The portal's name (`dominio.nombre`). */
  portal: string;
  para: string;
  asunto: string;
  saludo: string;
  parrafos: string[];
  /** A code shown large, e.g. the 6 digits of a confirmation. */
  codigo?: string;
  boton?: { texto: string; url: string };
  /** Linked items after the paragraphs (the offers of an alert). */
  lista?: { titulo: string; detalle: string; url: string }[];
  /** A closing note in small print (why the person got this). */
  nota?: string;
  /** Small links under the note (vote, unsubscribe). */
  pie?: { texto: string; url: string }[];
}

/** One message from its content: the layout every e-mail of the portal shares. */
export function componerCorreo(c: Contenido): Mensaje {
  const asunto = `${c.asunto} · ${c.portal}`;
  const texto = [
    c.saludo,
    '',
    ...c.parrafos.flatMap((p) => [p, '']),
    ...(c.codigo ? [`Código: ${c.codigo}`, ''] : []),
    ...(c.lista ?? []).flatMap((item) => [`• ${item.titulo}`, `  ${item.detalle}`, `  ${item.url}`, '']),
    ...(c.boton ? [`${c.boton.texto}: ${c.boton.url}`, ''] : []),
    ...(c.nota ? [c.nota, ''] : []),
    ...(c.pie ?? []).flatMap((enlace) => [`${enlace.texto}: ${enlace.url}`, '']),
    `— ${c.portal}`,
  ].join('\n');
  const e = escaparHtml;
  const html = `<!doctype html>
<html lang="es-CL"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(asunto)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#0b4f8a">${e(c.portal)}</p>
<p>${e(c.saludo)}</p>
${c.parrafos.map((p) => `<p>${e(p)}</p>`).join('\n')}
${(c.lista ?? []).map((item) => `<p style="margin:16px 0"><a href="${e(item.url)}" style="color:#0b4f8a;font-weight:bold">${e(item.titulo)}</a><br><span style="color:#52606d">${e(item.detalle)}</span></p>`).join('\n')}
${c.codigo ? `<p style="font-size:32px;font-weight:bold;letter-spacing:6px;text-align:center;margin:24px 0">${e(c.codigo)}</p>` : ''}
${c.boton ? `<p style="text-align:center;margin:24px 0"><a href="${e(c.boton.url)}" style="background:#0b4f8a;color:#ffffff;padding:12px 24px;border-radius:4px;text-decoration:none;display:inline-block">${e(c.boton.texto)}</a></p>\n<p style="font-size:13px;color:#52606d;overflow-wrap:anywhere;word-break:break-all">Si el botón no funciona, copia este enlace en tu navegador: ${e(c.boton.url)}</p>` : ''}
${c.nota ? `<p style="font-size:13px;color:#52606d">${e(c.nota)}</p>` : ''}
${c.pie?.length ? `<p style="font-size:13px;color:#52606d">${c.pie.map((enlace) => `<a href="${e(enlace.url)}" style="color:#52606d">${e(enlace.texto)}</a>`).join(' · ')}</p>` : ''}
<p style="margin-top:32px;color:#52606d">— ${e(c.portal)}</p>
</div></body></html>`;
  return { para: c.para, asunto, texto, html };
}

/** After registration: the 6-digit code and the link that confirm the e-mail. */
export function correoConfirmacion(d: { portal: string; para: string; nombres: string; codigo: string; enlace: string; expira: Date }): Mensaje {
  return componerCorreo({
    portal: d.portal,
    para: d.para,
    asunto: 'Confirma tu correo',
    saludo: `Hola, ${d.nombres}:`,
    parrafos: [
      `Gracias por crear tu cuenta en ${d.portal}. Para activarla, ingresa este código o usa el botón. Es válido hasta las ${horaChile(d.expira)} (hora de Chile).`,
    ],
    codigo: d.codigo,
    boton: { texto: 'Confirmar mi correo', url: d.enlace },
    nota: 'Si tú no creaste esta cuenta, ignora este mensaje: sin confirmar, la cuenta no se puede usar.',
  });
}

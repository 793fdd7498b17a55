// CMS pages of the seed: shared ones (idDominio null) and a portal's own. Written by prepararDb whenever a
// migration runs, so a database seeded before gets new ones too; ON CONFLICT keeps an edited page as it is.
import { CENTRO_DE_AYUDA } from './paginas-ayuda';
import { COOKIES, PRIVACIDAD_PAGINA, TERMINOS } from './paginas-legales';
import type { PaginaSemilla } from './pagina-semilla';
import { literal } from './sql';

const COMO_PARTICIPAR: PaginaSemilla = {
  idDominio: 860,
  slug: 'como-participar',
  titulo: 'Cómo participar en la feria',
  descripcion: 'Cómo recorrer los pabellones de {{portal}}, conocer a las empresas y postular desde sus stands.',
  cuerpoHtml:
    '<h2>Antes de la feria</h2><p>Crea tu cuenta y completa tu currículum: las empresas lo verán cuando postules desde su stand.</p>' +
    '<h2>Durante la feria</h2><ol><li>Recorre los pabellones desde la página de inicio.</li>' +
    '<li>Entra al stand de cada empresa para ver sus ofertas.</li><li>Postula a las ofertas o deja tu currículum a la empresa.</li></ol>' +
    '<p>¿Dudas? Revisa el <a href="/page/centro-de-ayuda">centro de ayuda</a>.</p>',
};

/** /informacion-del-evento: what the portal's events are and how to take part (shared; a portal may write its own). */
const INFORMACION_EVENTOS: PaginaSemilla = {
  idDominio: null,
  slug: 'informacion-del-evento',
  titulo: 'Información de los eventos',
  descripcion: 'Qué son los eventos de {{portal}} y cómo participar: ferias laborales, talleres y charlas, presenciales y en línea.',
  cuerpoHtml:
    '<p>En {{portal}} publicamos ferias laborales, talleres de currículum, charlas y webinars sobre empleo. Son gratuitos y abiertos a cualquier persona que busque trabajo.</p>' +
    '<h2>Tipos de eventos</h2><ul><li><strong>Ferias laborales:</strong> empresas con vacantes reciben currículums y entrevistan en el lugar.</li>' +
    '<li><strong>Talleres:</strong> sesiones prácticas para mejorar tu currículum o preparar entrevistas.</li>' +
    '<li><strong>Charlas y webinars:</strong> especialistas cuentan qué buscan las empresas de un rubro o región.</li></ul>' +
    '<h2>Cómo participar</h2><ol><li>Busca un evento en <a href="/eventos">Eventos</a>, por modalidad o por región.</li>' +
    '<li>Si el evento tiene inscripción, usa su enlace «Inscribirme»: los cupos son limitados.</li>' +
    '<li>Agrégalo a tu calendario con «Agregar a mi calendario» para recibir el recordatorio de tu aplicación de calendario.</li>' +
    '<li>Deja tu currículum al día en el portal antes de asistir.</li></ol>' +
    '<h2>Eventos en línea</h2><p>Los webinars y talleres en línea tienen un enlace a la sala. Conéctate unos minutos antes desde un computador o teléfono con audio.</p>' +
    '<p>¿Dudas? Revisa el <a href="/page/centro-de-ayuda">centro de ayuda</a>.</p>',
};

export const PAGINAS: readonly PaginaSemilla[] = [CENTRO_DE_AYUDA, TERMINOS, PRIVACIDAD_PAGINA, COOKIES, COMO_PARTICIPAR, INFORMACION_EVENTOS];

const dominioIgual = (idDominio: number | null) => (idDominio === null ? 'id_dominio IS NULL' : `id_dominio = ${String(idDominio)}`);

/** The seed's pages and their questions, as SQL that leaves an existing page (same slug and portal) alone. */
export function paginasSql(paginas: readonly PaginaSemilla[] = PAGINAS): string {
  return paginas
    .map((p) => {
      const valores = [p.idDominio, p.slug, p.titulo, p.descripcion, p.cuerpoHtml].map(literal).join(', ');
      const actualizada = p.actualizada ? `${literal(p.actualizada)}::timestamptz` : 'now()';
      const pagina = `INSERT INTO pagina (id_dominio, slug, titulo, descripcion, cuerpo_html, actualizada) VALUES (${valores}, ${actualizada}) ON CONFLICT DO NOTHING;`;
      const preguntas = (p.preguntas ?? []).map(
        (q, orden) =>
          `INSERT INTO pagina_pregunta (id_pagina, orden, seccion, pregunta, respuesta_html) SELECT id_pagina, ${String(orden + 1)}, ${[q.seccion, q.pregunta, q.respuestaHtml].map(literal).join(', ')} FROM pagina WHERE slug = ${literal(p.slug)} AND ${dominioIgual(p.idDominio)} ON CONFLICT DO NOTHING;`,
      );
      return [pagina, ...preguntas].join('\n');
    })
    .join('\n');
}

// CMS pages of the seed: shared ones (idDominio null) and a portal's own. Written by prepararDb whenever a
// migration runs, so a database seeded before gets new ones too; ON CONFLICT keeps an edited page as it is.
import { CENTRO_DE_AYUDA } from './paginas-ayuda';
import { COOKIES, PRIVACIDAD_PAGINA, TERMINOS } from './paginas-legales';
import { literal } from './sql';

export interface PaginaSemilla {
  idDominio: number | null;
  slug: string;
  titulo: string;
  descripcion: string;
  cuerpoHtml: string;
  preguntas?: { seccion: string; pregunta: string; respuestaHtml: string }[];
}

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

export const PAGINAS: readonly PaginaSemilla[] = [CENTRO_DE_AYUDA, TERMINOS, PRIVACIDAD_PAGINA, COOKIES, COMO_PARTICIPAR];

const dominioIgual = (idDominio: number | null) => (idDominio === null ? 'id_dominio IS NULL' : `id_dominio = ${String(idDominio)}`);

/** The seed's pages and their questions, as SQL that leaves an existing page (same slug and portal) alone. */
export function paginasSql(paginas: readonly PaginaSemilla[] = PAGINAS): string {
  return paginas
    .map((p) => {
      const pagina = `INSERT INTO pagina (id_dominio, slug, titulo, descripcion, cuerpo_html) VALUES (${[p.idDominio, p.slug, p.titulo, p.descripcion, p.cuerpoHtml].map(literal).join(', ')}) ON CONFLICT DO NOTHING;`;
      const preguntas = (p.preguntas ?? []).map(
        (q, orden) =>
          `INSERT INTO pagina_pregunta (id_pagina, orden, seccion, pregunta, respuesta_html) SELECT id_pagina, ${String(orden + 1)}, ${[q.seccion, q.pregunta, q.respuestaHtml].map(literal).join(', ')} FROM pagina WHERE slug = ${literal(p.slug)} AND ${dominioIgual(p.idDominio)} ON CONFLICT DO NOTHING;`,
      );
      return [pagina, ...preguntas].join('\n');
    })
    .join('\n');
}

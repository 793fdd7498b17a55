// One CMS page of a portal (PaginaSchema of the contract): the portal's own page with that slug, else the
// shared one; its questions grouped by heading in order, and the portal's name written into every text.
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escaparHtml = (texto: string) => texto.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

export async function paginaDelPortal(k: Kysely<Database>, slug: string, idDominio: number) {
  const fila = await k
    .selectFrom('pagina as p')
    .innerJoin('dominio as d', (join) => join.on('d.id_dominio', '=', idDominio))
    .select(['p.id_pagina', 'p.slug', 'p.titulo', 'p.descripcion', 'p.cuerpo_html', 'p.actualizada', 'd.nombre as portal'])
    .where('p.slug', '=', slug)
    .where((eb) => eb.or([eb('p.id_dominio', '=', idDominio), eb('p.id_dominio', 'is', null)]))
    // The portal's own page first.
    .orderBy('p.id_dominio', (ob) => ob.asc().nullsLast())
    .executeTakeFirst();
  if (!fila) return null;
  const preguntas = await k
    .selectFrom('pagina_pregunta')
    .select(['seccion', 'pregunta', 'respuesta_html'])
    .where('id_pagina', '=', fila.id_pagina)
    .orderBy('orden')
    .execute();

  // Plain texts take the name as it is; HTML gets it escaped (an operator may name a portal "A & B").
  const texto = (valor: string) => valor.replaceAll('{{portal}}', fila.portal);
  const html = (valor: string) => valor.replaceAll('{{portal}}', escaparHtml(fila.portal));
  const secciones: { titulo: string; preguntas: { pregunta: string; respuestaHtml: string }[] }[] = [];
  for (const p of preguntas) {
    const titulo = texto(p.seccion);
    if (secciones.at(-1)?.titulo !== titulo) secciones.push({ titulo, preguntas: [] });
    secciones.at(-1)!.preguntas.push({ pregunta: texto(p.pregunta), respuestaHtml: html(p.respuesta_html) });
  }
  return {
    slug: fila.slug,
    titulo: texto(fila.titulo),
    descripcion: texto(fila.descripcion),
    html: html(fila.cuerpo_html),
    actualizada: new Date(fila.actualizada).toISOString(),
    secciones,
  };
}

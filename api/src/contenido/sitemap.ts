// The content pages of a portal for its sitemap.xml, each with when it last changed: news articles, CMS
// pages, events and the public salary summaries of the positions with enough salaries to show figures.
import { MINIMO_PARA_CIFRAS } from '@portal/shared/contract';
import { slugify } from '@portal/shared/format';
import { sql, type Kysely } from 'kysely';
import { ofertasDelPortalConExpiradas, type Portal } from '../portal/portal';
import type { Database } from '../db/tables';

/** Summaries listed at most: the positions with the most offered salaries. */
export const MAX_INFORMES_SITEMAP = 200;

const dia = (fecha: Date | string) => new Date(fecha).toISOString().slice(0, 10);

export async function contenidoDelSitemap(k: Kysely<Database>, portal: Portal) {
  const [noticias, paginas, eventos, cargos] = await Promise.all([
    k.selectFrom('noticia').select(['id_noticia', 'slug', 'fecha_publicacion']).orderBy('fecha_publicacion', 'desc').execute(),
    // The portal's own page wins over the shared one with its slug.
    sql<{ slug: string; actualizada: Date }>`
      SELECT DISTINCT ON (slug) slug, actualizada FROM pagina
      WHERE id_dominio IS NULL OR id_dominio = ${portal.idDominio}
      ORDER BY slug, id_dominio NULLS LAST`
      .execute(k)
      .then((r) => r.rows),
    k
      .selectFrom('evento')
      .select(['id_evento', 'slug', 'actualizado'])
      .where((eb) => eb.or([eb('id_dominio', '=', portal.idDominio), eb('id_dominio', 'is', null)]))
      .orderBy('inicio', 'desc')
      .execute(),
    // The salaries a summary reads (informes-sueldo/resumen.ts): shown, live or expired within 12 months.
    ofertasDelPortalConExpiradas(k, portal)
      .select(['o.nombre_cargo', sql<number>`count(*)::int`.as('cantidad'), sql<Date>`max(o.fecha_publicacion)`.as('publicada')])
      .where(sql<boolean>`o.mostrar_sueldo AND o.sueldo IS NOT NULL`)
      .where(sql<boolean>`(o.estado = 'ACTIVA' OR o.fecha_expiracion >= now() - interval '12 months')`)
      .groupBy('o.nombre_cargo')
      .having(sql<boolean>`count(*) >= ${MINIMO_PARA_CIFRAS}`)
      .orderBy('cantidad', 'desc')
      .orderBy('o.nombre_cargo')
      .limit(MAX_INFORMES_SITEMAP)
      .execute(),
  ]);
  const informes = new Map<string, string>();
  for (const cargo of cargos) {
    const slug = slugify(cargo.nombre_cargo);
    if (slug && !informes.has(slug)) informes.set(slug, dia(cargo.publicada));
  }
  return {
    noticias: noticias.map((n) => ({ idNoticia: n.id_noticia, slug: n.slug, actualizada: dia(n.fecha_publicacion) })),
    paginas: paginas.map((p) => ({ slug: p.slug, actualizada: dia(p.actualizada) })),
    eventos: eventos.map((e) => ({ idEvento: e.id_evento, slug: e.slug, actualizado: dia(e.actualizado) })),
    informesSueldo: [...informes].map(([slug, actualizado]) => ({ slug, actualizado })),
  };
}

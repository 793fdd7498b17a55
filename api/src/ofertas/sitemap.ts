// The live offers of a portal for its sitemap.xml (the ones its search shows), newest first.
import type { Kysely } from 'kysely';
import { ofertasDelPortal, type Portal } from '../portal/portal';
import type { Database } from '../db/tables';

/** A sitemap file holds at most 50,000 URLs; the portal's static pages take a few of them. */
export const MAX_OFERTAS_SITEMAP = 49_000;

export async function ofertasDelSitemap(k: Kysely<Database>, portal: Portal) {
  const filas = await ofertasDelPortal(k, portal)
    .select(['o.id_oferta', 'o.nombre_cargo', 'o.fecha_publicacion'])
    .orderBy('o.fecha_publicacion', 'desc')
    .orderBy('o.id_oferta', 'desc')
    .limit(MAX_OFERTAS_SITEMAP)
    .execute();
  return filas.map((fila) => ({
    idOferta: fila.id_oferta,
    nombreCargo: fila.nombre_cargo,
    fechaPublicacionFormatoIngles: new Date(fila.fecha_publicacion).toISOString().slice(0, 10),
  }));
}

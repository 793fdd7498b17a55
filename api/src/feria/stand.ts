// A company's stand at a fair: its presentation, media, benefits and its live offers there.
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { consultaEmpresas, empresaFeria } from './empresas';

export interface DireccionStand {
  idDominio: number;
  /** The pavilion's key (`llaveOpcionCategoria`) and the stand's slug, as in `/pabellon/{p}/stand/{s}`. */
  pabellon: string;
  stand: string;
}

/** The stand, or undefined when the fair has no such stand in that pavilion. */
export async function standDeFeria(k: Kysely<Database>, { idDominio, pabellon, stand }: DireccionStand) {
  const fila = await consultaEmpresas(k, { idDominio })
    .where('p.llave', '=', pabellon)
    .where('fe.stand', '=', stand)
    .select(['fe.presentacion', 'fe.url_logo as logo', 'fe.logo_ancho', 'fe.logo_alto', 'fe.url_video', 'fe.imagenes', 'fe.beneficios'])
    .executeTakeFirst();
  if (!fila) return undefined;
  const ofertas = await k
    .selectFrom('oferta as o')
    .innerJoin('comuna as c', 'c.id_comuna', 'o.id_comuna')
    .innerJoin('region as r', 'r.id_region', 'c.id_region')
    .select(['o.id_oferta as idOferta', 'o.nombre_cargo as nombreCargo', 'o.vacantes', 'c.nombre as nombreComuna', 'r.nombre as nombreRegion', 'o.fecha_publicacion'])
    .where('o.id_empresa', '=', fila.id_empresa)
    .where('o.estado', '=', 'ACTIVA')
    .where('o.confidencial', '=', false)
    .orderBy('o.fecha_publicacion', 'desc')
    .orderBy('o.id_oferta', 'desc')
    .execute();
  return {
    ...empresaFeria(fila),
    presentacion: fila.presentacion,
    logo: fila.logo && fila.logo_ancho && fila.logo_alto ? { url: fila.logo, ancho: fila.logo_ancho, alto: fila.logo_alto } : null,
    urlVideo: fila.url_video,
    imagenes: fila.imagenes,
    beneficios: fila.beneficios,
    ofertas: ofertas.map(({ fecha_publicacion, ...oferta }) => ({ ...oferta, fechaPublicacion: fecha_publicacion.toISOString() })),
  };
}

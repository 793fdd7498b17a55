// The WHERE of a search, shared by the count, the salary facet and the page. One clause per filter; every
// filter narrows (AND), the values of one list widen (OR).
import { DIAS_PUBLICACION } from '@portal/shared/contract';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { ids, nombres, type Criterios, type ParametrosBusqueda } from './parametros';

export interface Portal {
  idDominio: number;
  tipoPortal: Database['dominio']['tipo_portal'];
  /** Channels of a SAAE or ALIANZA portal. */
  idCanales: number[];
}

/** The portal whose offers a search or sitemap lists, with its channels; undefined when it does not exist. */
export async function cargarPortal(k: Kysely<Database>, idDominio: number): Promise<Portal | undefined> {
  const fila = await k
    .selectFrom('dominio')
    .select(['id_dominio as idDominio', 'tipo_portal as tipoPortal'])
    .where('id_dominio', '=', idDominio)
    .executeTakeFirst();
  if (!fila) return undefined;
  const canales = await k.selectFrom('canal').select('id_canal').where('id_dominio', '=', idDominio).execute();
  return { ...fila, idCanales: canales.map((c) => c.id_canal) };
}

export interface Filtros extends ParametrosBusqueda, Criterios {
  /** tsquery text from tsqueryPrefijo, or null for "no keyword" (also when it held only stop words). */
  tsquery: string | null;
  /** Comunas allowed by ubicacion, comuna, region and nombreRegion; undefined when none was given. */
  idComunas?: number[];
}

/** -1 is never an id: it keeps an IN list valid when nothing is allowed. */
const NINGUNO = -1;

type Eb = ExpressionBuilder<Database & { o: Database['oferta'] }, 'o'>;

/** The salary range (sueldoDesde ≤ sueldo < sueldoHasta, visible salaries only), kept apart so the facet can ignore it. */
export function enRangoDeSueldo(eb: Eb, f: Filtros) {
  if (f.sueldoDesde === undefined && f.sueldoHasta === undefined) return sql<boolean>`true`;
  return eb.and([
    eb('o.mostrar_sueldo', '=', true),
    ...(f.sueldoDesde !== undefined ? [eb('o.sueldo', '>=', f.sueldoDesde)] : []),
    ...(f.sueldoHasta !== undefined ? [eb('o.sueldo', '<', f.sueldoHasta)] : []),
  ]);
}

/** Active offers of the portal under every filter but the salary range. */
export function ofertasFiltradas(k: Kysely<Database>, portal: Portal, f: Filtros, ahora = Date.now()) {
  let q = k.selectFrom('oferta as o').where('o.estado', '=', 'ACTIVA');

  const pedidos = ids(f.idCanales);
  if (portal.tipoPortal === 'SAAE' || portal.tipoPortal === 'ALIANZA' || pedidos) {
    // Channel portals show only their channels' offers (starting from oferta_canal); idCanales narrows them.
    const canales = pedidos ? portal.idCanales.filter((id) => pedidos.includes(id)) : portal.idCanales;
    q = q.where('o.id_oferta', 'in', k.selectFrom('oferta_canal').select('id_oferta').where('id_canal', 'in', [...canales, NINGUNO]));
  }
  if (portal.tipoPortal === 'FERIA') {
    q = q.where('o.id_empresa', 'in', k.selectFrom('feria_empresa').where('id_dominio', '=', portal.idDominio).select('id_empresa'));
  }
  if (f.tsquery) q = q.where(sql<boolean>`o.busqueda @@ to_tsquery('es', ${f.tsquery})`);
  if (f.ofertaConfidencial !== undefined) q = q.where('o.confidencial', '=', f.ofertaConfidencial);

  const empresas = ids(f.idEmpresas);
  // A confidential offer never answers to its company's id: that would reveal who published it.
  if (empresas) q = q.where('o.id_empresa', 'in', empresas).where('o.confidencial', '=', false);
  if (f.idComunas) q = q.where('o.id_comuna', 'in', [...f.idComunas, NINGUNO]);

  const tipos = nombres(f.nombreTipoCargo);
  if (tipos) q = q.where('o.nombre_tipo_cargo', 'in', tipos);
  const areas = nombres(f.nombreArea);
  if (areas) q = q.where('o.nombre_area', 'in', areas);
  const carreras = nombres(f.carreras);
  if (carreras) q = q.where(sql<boolean>`o.carreras && ${sql.val(carreras)}::text[]`);

  if (f.fechaPublicacion) {
    q = q.where('o.fecha_publicacion', '>=', new Date(ahora - DIAS_PUBLICACION[f.fechaPublicacion] * 86_400_000));
  }
  if (f.listaJornadas) q = q.where('o.jornada', 'in', f.listaJornadas);
  if (f.experiencia?.desde !== undefined) q = q.where('o.anios_experiencia', '>=', f.experiencia.desde);
  if (f.experiencia?.hasta !== undefined) q = q.where('o.anios_experiencia', '<=', f.experiencia.hasta);
  if (f.gradoEscolar) q = q.where('o.grado_escolar', '=', f.gradoEscolar);
  if (f.esInclusivo !== undefined) q = q.where('o.es_inclusivo', '=', f.esInclusivo);
  if (f.tipoCurriculumAceptado) q = q.where('o.tipo_curriculum_aceptado', '=', f.tipoCurriculumAceptado);

  const categorias = ids(f.idCategorias);
  if (categorias) {
    q = q.where('o.id_oferta', 'in', k.selectFrom('oferta_categoria').select('id_oferta').where('id_categoria', 'in', categorias));
  }
  return q;
}

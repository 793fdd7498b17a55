// Events of a portal (ListaEventosSchema, EventoSchema of the contract): its own and the shared ones, upcoming
// first (soonest first), then past ones (latest first).
import { paginacion, type ModalidadEvento } from '@portal/shared/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';

export const EVENTOS_POR_PAGINA = 10;

/** Events a portal shows; every event when no portal is named (alias `e`, its comuna `c`, region `r`). */
function eventosDe(k: Kysely<Database>, idDominio?: number) {
  return k
    .selectFrom('evento as e')
    .leftJoin('comuna as c', 'c.id_comuna', 'e.id_comuna')
    .leftJoin('region as r', 'r.id_region', 'c.id_region')
    .$if(idDominio !== undefined, (q) => q.where((eb) => eb.or([eb('e.id_dominio', '=', idDominio!), eb('e.id_dominio', 'is', null)])));
}

const finalizado = sql<boolean>`e.termino < now()`;
const COLUMNAS = [
  'e.id_evento', 'e.titulo', 'e.slug', 'e.tipo', 'e.resumen', 'e.modalidad', 'e.inicio', 'e.termino', 'e.organizador',
  'c.nombre as comuna', 'r.nombre as region', finalizado.as('finalizado'),
] as const;

type Fila = { id_evento: number; titulo: string; slug: string; tipo: Database['evento']['tipo']; resumen: string; modalidad: ModalidadEvento; inicio: Date | string; termino: Date | string; organizador: string; comuna: string | null; region: string | null; finalizado: boolean };

const resumenDe = (e: Fila) => ({
  idEvento: e.id_evento,
  titulo: e.titulo,
  slug: e.slug,
  tipo: e.tipo,
  resumen: e.resumen,
  modalidad: e.modalidad,
  inicio: new Date(e.inicio).toISOString(),
  termino: new Date(e.termino).toISOString(),
  comuna: e.comuna !== null && e.region !== null ? { nombre: e.comuna, region: e.region } : null,
  organizador: e.organizador,
  finalizado: e.finalizado,
});

export interface FiltroEventos {
  idDominio: number;
  pagina: number;
  modalidad?: ModalidadEvento;
  region?: number;
}

export async function listaEventos(k: Kysely<Database>, { idDominio, pagina, modalidad, region }: FiltroEventos) {
  const filtrados = eventosDe(k, idDominio)
    .$if(modalidad !== undefined, (q) => q.where('e.modalidad', '=', modalidad!))
    .$if(region !== undefined, (q) => q.where('c.id_region', '=', region!));
  const [{ total }, filas, regiones] = await Promise.all([
    filtrados.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    filtrados
      .select(COLUMNAS)
      .orderBy(finalizado)
      .orderBy(sql`CASE WHEN e.termino >= now() THEN e.inicio END`)
      .orderBy('e.inicio', 'desc')
      .orderBy('e.id_evento')
      .limit(EVENTOS_POR_PAGINA)
      .offset((pagina - 1) * EVENTOS_POR_PAGINA)
      .execute(),
    // Every region with an in-person event of the portal, whatever the filters, so a filter can be changed.
    eventosDe(k, idDominio).select(['r.id_region', 'r.nombre']).where('r.id_region', 'is not', null).distinct().orderBy('r.id_region').execute(),
  ]);
  return {
    eventos: (filas as Fila[]).map(resumenDe),
    ...paginacion(Number(total), pagina, EVENTOS_POR_PAGINA),
    regiones: regiones.map((r) => ({ idRegion: r.id_region!, nombre: r.nombre! })),
  };
}

/** One event; of the portal (or shared) when `idDominio` is given. Undefined when there is none. */
export async function detalleEvento(k: Kysely<Database>, idEvento: number, idDominio?: number) {
  const e = await eventosDe(k, idDominio)
    .select([...COLUMNAS, 'e.descripcion_html', 'e.lugar', 'e.direccion', 'e.url_online', 'e.url_inscripcion'])
    .where('e.id_evento', '=', idEvento)
    .executeTakeFirst();
  if (!e) return undefined;
  return {
    ...resumenDe(e as Fila),
    descripcionHtml: e.descripcion_html,
    lugar: e.lugar !== null ? { nombre: e.lugar, direccion: e.direccion } : null,
    urlOnline: e.url_online,
    urlInscripcion: e.url_inscripcion,
  };
}

export type DetalleEvento = NonNullable<Awaited<ReturnType<typeof detalleEvento>>>;

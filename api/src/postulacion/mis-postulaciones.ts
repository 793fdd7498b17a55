// The candidate's own applications: the list (newest first, by status and text, paged), one of them, and
// the withdrawal. Every query is scoped to the candidate: another candidate's id reads as not found.
import { sql, type Kysely } from 'kysely';
import { paginacion, POSTULACIONES_POR_PAGINA, type EstadoProceso, type FiltroEstadoPostulacion } from '@portal/shared/contract';
import type { Database } from '../db/tables';
import { apiError } from '../errors';
import { EMPRESA_CONFIDENCIAL } from '../ofertas/resumen';

export interface FiltroPostulaciones {
  estado?: FiltroEstadoPostulacion;
  texto?: string;
  pagina: number;
}

const iso = (fecha: Date | string) => new Date(fecha).toISOString();

/** `%` and `_` typed by the candidate are matched literally. */
const patronLike = (texto: string) => `%${texto.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function postulacionesDe(k: Kysely<Database>, idCandidato: number) {
  return k
    .selectFrom('postulacion as p')
    .innerJoin('oferta as o', 'o.id_oferta', 'p.id_oferta')
    .innerJoin('empresa as e', 'e.id_empresa', 'o.id_empresa')
    .innerJoin('comuna as c', 'c.id_comuna', 'o.id_comuna')
    .innerJoin('region as r', 'r.id_region', 'c.id_region')
    .where('p.id_candidato', '=', idCandidato);
}

type Consulta = ReturnType<typeof postulacionesDe>;

function filtrar(consulta: Consulta, { estado, texto }: Omit<FiltroPostulaciones, 'pagina'>): Consulta {
  let filtrada = consulta;
  if (estado === 'RETIRADA') filtrada = filtrada.where('p.retirada', 'is not', null);
  else if (estado) filtrada = filtrada.where('p.estado', '=', estado).where('p.retirada', 'is', null);
  if (texto) {
    // Title and the company name as shown (a confidential offer's company is never matched).
    const empresa = sql<string>`CASE WHEN o.confidencial THEN ${EMPRESA_CONFIDENCIAL} ELSE e.nombre_fantasia END`;
    filtrada = filtrada.where(sql<boolean>`unaccent(lower(o.nombre_cargo || ' ' || ${empresa})) LIKE unaccent(${patronLike(texto)})`);
  }
  return filtrada;
}

async function conPasos(k: Kysely<Database>, filas: Awaited<ReturnType<typeof seleccionar>>) {
  const ids = filas.map((f) => f.id_postulacion);
  const pasos = ids.length
    ? await k.selectFrom('postulacion_paso').select(['id_postulacion', 'estado', 'fecha']).where('id_postulacion', 'in', ids).orderBy('fecha').execute()
    : [];
  return filas.map((f) => ({
    idPostulacion: f.id_postulacion,
    fecha: iso(f.creada),
    estado: f.estado,
    pasos: pasos.filter((p) => p.id_postulacion === f.id_postulacion).map((p) => ({ estado: p.estado, fecha: iso(p.fecha) })),
    retirada: f.retirada ? iso(f.retirada) : null,
    oferta: {
      idOferta: f.id_oferta,
      nombreCargo: f.nombre_cargo,
      nombreEmpresaFantasia: f.confidencial ? EMPRESA_CONFIDENCIAL : f.nombre_fantasia,
      ubicacion: { nombreComuna: f.nombre_comuna, nombreRegion: f.nombre_region },
      expirada: f.estado_oferta !== 'ACTIVA',
    },
  }));
}

function seleccionar(consulta: Consulta) {
  return consulta
    .select([
      'p.id_postulacion',
      'p.creada',
      'p.estado',
      'p.retirada',
      'o.id_oferta',
      'o.nombre_cargo',
      'o.confidencial',
      'o.estado as estado_oferta',
      'e.nombre_fantasia',
      'c.nombre as nombre_comuna',
      'r.nombre as nombre_region',
    ])
    .execute();
}

export async function listarPostulaciones(k: Kysely<Database>, idCandidato: number, filtro: FiltroPostulaciones) {
  const consulta = filtrar(postulacionesDe(k, idCandidato), filtro);
  const { total } = await consulta.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const filas = await seleccionar(
    consulta
      .orderBy('p.creada', 'desc')
      .orderBy('p.id_postulacion', 'desc')
      .limit(POSTULACIONES_POR_PAGINA)
      .offset((filtro.pagina - 1) * POSTULACIONES_POR_PAGINA),
  );
  return {
    ...paginacion(Number(total), filtro.pagina, POSTULACIONES_POR_PAGINA),
    postulaciones: await conPasos(k, filas),
  };
}

const noEncontrada = () => apiError('POSTULACION_NO_ENCONTRADA');

export async function leerPostulacion(k: Kysely<Database>, idCandidato: number, idPostulacion: number) {
  const [postulacion] = await conPasos(k, await seleccionar(postulacionesDe(k, idCandidato).where('p.id_postulacion', '=', idPostulacion)));
  if (!postulacion) throw noEncontrada();
  return postulacion;
}

/** Withdraws the candidate's application if it is neither finished nor already withdrawn (one UPDATE, so two tries never both win). */
export async function retirarPostulacion(k: Kysely<Database>, idCandidato: number, idPostulacion: number) {
  const retirada = await k
    .updateTable('postulacion')
    .set({ retirada: sql`now()` })
    .where('id_postulacion', '=', idPostulacion)
    .where('id_candidato', '=', idCandidato)
    .where('retirada', 'is', null)
    .where('estado', '!=', 'FINALIZADA' satisfies EstadoProceso)
    .returning('id_postulacion')
    .executeTakeFirst();
  if (!retirada) {
    const actual = await k
      .selectFrom('postulacion')
      .select(['estado', 'retirada'])
      .where('id_postulacion', '=', idPostulacion)
      .where('id_candidato', '=', idCandidato)
      .executeTakeFirst();
    if (!actual) throw noEncontrada();
    throw apiError(actual.retirada ? 'POSTULACION_YA_RETIRADA' : 'POSTULACION_FINALIZADA');
  }
  return leerPostulacion(k, idCandidato, idPostulacion);
}

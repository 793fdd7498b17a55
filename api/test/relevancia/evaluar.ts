// Runs the relevance set (consultas.json) through GET /api/searchjob?orden=RANKING of a seeded api, one query
// at a time, and grades each answer's first page against every active offer of the database (juicio.ts).
// Shared by relevancia.test.ts and the benchmark (api/bench/relevancia.ts), so both measure the same thing.
import { ResultadoBusquedaSchema } from '@portal/shared/contract';
import * as v from 'valibot';
import type { App } from '../../src/app';
import type { Consultas } from '../../src/db/db';
import consultas from './consultas.json';
import { calificar, type ConsultaJuzgada, type Nota, type OfertaJuzgable } from './juicio';
import { ndcgEn10, precisionEn5 } from './metricas';

export const CONSULTAS: readonly ConsultaJuzgada[] = consultas as ConsultaJuzgada[];

/** Precision at 5 is averaged over the queries with at least this many relevant offers in the database. */
export const RELEVANTES_PARA_PRECISION = 5;

export interface ResultadoConsulta {
  consulta: string;
  /** Active offers graded 1 or 2. */
  relevantes: number;
  /** Undefined when fewer than RELEVANTES_PARA_PRECISION offers are relevant. */
  precision?: number;
  ndcg: number;
  /** The first five results with their grades. */
  primeras: { nombreCargo: string; comuna: string; nota: Nota }[];
  palabraClaveCorregida?: string;
}

export interface Informe {
  consultas: ResultadoConsulta[];
  /** Mean precision at 5 over the queries that have one. */
  precisionEn5: number;
  /** Mean nDCG at 10 over every query. */
  ndcgEn10: number;
}

/** Every active offer with what the judgements read of it (the portal of idDominio 857 lists them all). */
export async function ofertasJuzgables(db: Consultas): Promise<OfertaJuzgable[]> {
  const { rows } = await db.query<OfertaJuzgable>(
    `SELECT o.id_oferta AS "idOferta", o.nombre_cargo AS "nombreCargo", c.nombre AS comuna, r.nombre AS region,
            o.jornada, o.anios_experiencia AS "aniosExperiencia"
       FROM oferta o JOIN comuna c USING (id_comuna) JOIN region r USING (id_region)
      WHERE o.estado = 'ACTIVA'`,
  );
  return rows;
}

const media = (valores: number[]) => valores.reduce((a, b) => a + b, 0) / valores.length;

export async function evaluarRelevancia(app: App, db: Consultas): Promise<Informe> {
  const ofertas = await ofertasJuzgables(db);
  const resultados: ResultadoConsulta[] = [];
  for (const c of CONSULTAS) {
    const notas = new Map(ofertas.map((o) => [o.idOferta, calificar(c, o)]));
    const url = `/api/searchjob?idDominio=857&orden=RANKING&palabraClave=${encodeURIComponent(c.consulta)}`;
    const respuesta = await app.inject({ method: 'GET', url });
    if (respuesta.statusCode !== 200) throw new Error(`${url} respondió ${respuesta.statusCode}`);
    const { ofertas: pagina, palabraClaveCorregida } = v.parse(ResultadoBusquedaSchema, respuesta.json());
    const obtenidas = pagina.map((o) => notas.get(o.idOferta) ?? 0);
    const relevantes = [...notas.values()].filter((nota) => nota > 0).length;
    resultados.push({
      consulta: c.consulta,
      relevantes,
      ...(relevantes >= RELEVANTES_PARA_PRECISION ? { precision: precisionEn5(obtenidas) } : {}),
      ndcg: ndcgEn10(obtenidas, [...notas.values()]),
      primeras: pagina.slice(0, 5).map((o, i) => ({ nombreCargo: o.nombreCargo, comuna: o.ubicacion.nombreComuna, nota: obtenidas[i]! })),
      ...(palabraClaveCorregida ? { palabraClaveCorregida } : {}),
    });
  }
  return {
    consultas: resultados,
    precisionEn5: media(resultados.flatMap((r) => (r.precision === undefined ? [] : [r.precision]))),
    ndcgEn10: media(resultados.map((r) => r.ndcg)),
  };
}

/** The figures and the `peores` worst queries (lowest precision, then nDCG), with their first five results. */
export function resumen(informe: Informe, motor: string, peores = 15): string {
  const conPrecision = informe.consultas.filter((r) => r.precision !== undefined).length;
  const lineas = [
    `Relevancia en ${motor}: ${informe.consultas.length} consultas; precisión@5 ${informe.precisionEn5.toFixed(3)} ` +
      `(en las ${conPrecision} con ${RELEVANTES_PARA_PRECISION} o más ofertas relevantes), nDCG@10 ${informe.ndcgEn10.toFixed(3)}`,
  ];
  const orden = [...informe.consultas].sort((a, b) => (a.precision ?? 1) - (b.precision ?? 1) || a.ndcg - b.ndcg);
  lineas.push(`Las ${peores} peores:`);
  for (const r of orden.slice(0, peores)) {
    const precision = r.precision === undefined ? '  -  ' : r.precision.toFixed(2);
    const corregida = r.palabraClaveCorregida ? ` (→ «${r.palabraClaveCorregida}»)` : '';
    const primeras = r.primeras.map((o) => `${o.nota} ${o.nombreCargo} (${o.comuna})`).join('; ') || 'sin resultados';
    lineas.push(`  «${r.consulta}»${corregida} p@5 ${precision} nDCG ${r.ndcg.toFixed(2)}, ${r.relevantes} relevantes: ${primeras}`);
  }
  return lineas.join('\n');
}

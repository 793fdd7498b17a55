// The answer of GET /api/searchjob as the api sends it, made in the search thread: the page's highlights and
// a candidate's marks are read from here, and the JSON is written with the route's own response schema (as
// fastify would: same schema, same bytes), so the api's main thread only writes these bytes. The answer's
// object, its copy between threads, its highlights' query and its serialisation were the main thread's work
// per search, and a /health call waited behind it (issue 27).
import { paginacion, REGISTROS_POR_PAGINA } from '@portal/shared/contract';
import fastJson from 'fast-json-stringify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { ResultadoBusqueda } from '../../esquemas/busqueda';
import { idsGuardadas } from '../../ofertas/guardadas';
import { idsPostuladas } from '../../ofertas/interacciones';
import { destacados } from '../destacado';
import { TRAMOS_SUELDO } from '../facetas';
import type { ParaLaRespuesta, ResultadoEnHilo } from './mensajes';

const serializar = fastJson(ResultadoBusqueda);
const utf8 = new TextEncoder();

/** The answer's UTF-8 JSON, in a buffer of its own (transferred to the api's thread, not copied). */
export async function respuestaDeBusqueda(k: Kysely<Database>, resultado: ResultadoEnHilo, { pagina, condiciones, idCandidato }: ParaLaRespuesta): Promise<Uint8Array> {
  const { ofertas, total, porTramo, conteos, destacar, palabraClaveCorregida, lugarReconocido } = resultado;
  const ids = ofertas.map((o) => o.idOferta);
  const conSesion = idCandidato !== undefined;
  const [marcas, guardadas, postuladas] = await Promise.all([
    destacar && ids.length ? destacados(k, destacar, ids) : undefined,
    conSesion ? idsGuardadas(k, idCandidato, ids) : undefined,
    conSesion ? idsPostuladas(k, idCandidato, ids) : undefined,
  ]);
  const respuesta = {
    ...paginacion(total, pagina, REGISTROS_POR_PAGINA),
    registrosPorPagina: REGISTROS_POR_PAGINA,
    ofertas: ofertas.map((oferta) => ({
      ...oferta,
      ...marcas?.get(oferta.idOferta),
      ...(guardadas && postuladas ? { guardada: guardadas.has(oferta.idOferta), postulada: postuladas.has(oferta.idOferta) } : {}),
    })),
    facetas: { sueldo: TRAMOS_SUELDO.map((tramo, i) => ({ ...tramo, cantidad: porTramo[i]! })), ...(conteos ? { conteos } : {}) },
    ...(palabraClaveCorregida ? { palabraClaveCorregida } : {}),
    ...(lugarReconocido ? { lugarReconocido } : {}),
    ...(condiciones.length ? { condicionesReconocidas: condiciones } : {}),
  };
  return utf8.encode(serializar(respuesta));
}

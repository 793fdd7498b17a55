// The search thread: holds the in-memory copy of the offers and answers searches, so matching, counting
// and ordering thousands of offers never delay other requests on the api's event loop.
import { parentPort, workerData } from 'node:worker_threads';
import type { AccesoDesdeHilo } from '../../db/db';
import { consultasDesdeHilo } from '../../db/consultas-desde-hilo';
import { CacheTtl } from '../cache';
import { opcionesDeFiltro } from '../catalogo';
import type { Portal } from '../filtros';
import { buscarCoincidencias } from '../indice/coincidencias';
import { IndiceVigente } from '../indice/indice-vigente';
import type { OfertasIndexadas } from '../indice/ofertas-indexadas';
import { resumen } from '../indice/resumenes';
import { leerTsquery, type NodoConsulta } from '../indice/tsquery';
import { comunasPermitidas, distanciaKm, lugares } from '../lugares';
import { ordenar } from '../orden';
import type { Mensaje, OfertasNuevas, PeticionBusqueda, PeticionNuevas, Respuesta, ResultadoEnHilo } from './mensajes';

const db = consultasDesdeHilo((workerData as { acceso: AccesoDesdeHilo }).acceso);
const indice = new IndiceVigente(db);
// A keyword's lexemes never change.
const consultas = new CacheTtl<NodoConsulta | null>(10 * 60_000, 5000);

/** PostgreSQL's `es` configuration makes the lexemes; an empty answer means only stop words. */
function consultaDe(tsquery: string | null): Promise<NodoConsulta | null> {
  if (!tsquery) return Promise.resolve(null);
  return consultas.obtener(tsquery, async () => {
    const { rows } = await db.query<{ q: string }>(`SELECT to_tsquery('es', $1)::text AS q`, [tsquery]);
    return leerTsquery(rows[0]!.q);
  });
}

async function buscar({ portal, filtros, tsquery, desde, cuantas }: PeticionBusqueda): Promise<ResultadoEnHilo> {
  const [consulta, todos, idComunas] = await Promise.all([consultaDe(tsquery), lugares(db), comunasPermitidas(db, filtros)]);
  const completos = { ...filtros, consulta, idComunas };
  const comunas = new Map(todos.map((lugar) => [lugar.idComuna, lugar]));
  const distancia = (ofertas: OfertasIndexadas, posicion: number) => {
    const lugar = comunas.get(ofertas.idComuna[posicion]!);
    if (filtros.orden !== 'GEOLOCALIZACION' || lugar?.lat == null || lugar.lon == null) return {};
    return { distanciaKm: Math.round(distanciaKm(filtros.lat!, filtros.lon!, lugar.lat, lugar.lon)) };
  };
  return indice.conCopiaVigente((ofertas) => {
    const coincidencias = buscarCoincidencias(ofertas, portal, completos);
    const pagina = ordenar(ofertas, coincidencias, completos, todos).subarray(desde, desde + cuantas);
    return {
      ofertas: Array.from(pagina, (posicion) => ({ ...resumen(ofertas, posicion, comunas), ...distancia(ofertas, posicion) })),
      total: coincidencias.posiciones.length,
      porTramo: coincidencias.porTramo,
      conPalabraClave: consulta !== null,
    };
  });
}

/** Job alerts: each search's newest matches in its window, all over one copy (one version read for the batch). */
async function nuevas(peticiones: PeticionNuevas[]): Promise<OfertasNuevas[]> {
  const todos = await lugares(db);
  const comunas = new Map(todos.map((lugar) => [lugar.idComuna, lugar]));
  const completas = await Promise.all(
    peticiones.map(async (p) => ({ ...p, filtros: { ...p.filtros, consulta: await consultaDe(p.tsquery), idComunas: await comunasPermitidas(db, p.filtros) } })),
  );
  return indice.conCopiaVigente((ofertas) =>
    completas.map(({ portal, filtros, cuantas }) => {
      const { posiciones } = buscarCoincidencias(ofertas, portal, filtros);
      return { ofertas: Array.from(posiciones.subarray(0, cuantas), (posicion) => resumen(ofertas, posicion, comunas)), total: posiciones.length };
    }),
  );
}

/** The options of every filter, counted over the portal's active offers. */
async function opciones(portal: Portal) {
  const todos = await lugares(db);
  const sinFiltros = { idDominio: portal.idDominio, pagina: 1, orden: 'FECHA_PUBLICACION', tipoOrden: 'DESC', consulta: null } as const;
  return indice.conCopiaVigente((ofertas) => opcionesDeFiltro(ofertas, buscarCoincidencias(ofertas, portal, sinFiltros).posiciones, todos));
}

parentPort!.on('message', async (mensaje: Mensaje) => {
  const respuesta: Respuesta = { id: mensaje.id };
  try {
    if (mensaje.op === 'preparar') await indice.ofertas();
    else if (mensaje.op === 'buscar') respuesta.resultado = await buscar(mensaje.peticion);
    else if (mensaje.op === 'nuevas') respuesta.resultado = await nuevas(mensaje.peticiones);
    else respuesta.resultado = await opciones(mensaje.portal);
  } catch (error) {
    respuesta.error = (error as Error).message;
  }
  parentPort!.postMessage(respuesta);
});

// The search thread: holds the in-memory copy of the offers and answers searches, so matching, counting
// and ordering thousands of offers never delay other requests on the api's event loop.
import { parentPort, workerData } from 'node:worker_threads';
import { pasarASegundoPlano } from '@portal/shared/http';
import type { AccesoDesdeHilo } from '../../db/db';
import { consultasDesdeHilo } from '../../db/consultas-desde-hilo';
import { createKysely } from '../../db/kysely';
import { CacheTtl } from '../../cache-ttl';
import { ApiError } from '../../errors';
import { opcionesDeFiltro } from '../catalogo';
import { conteosDeFacetas } from '../conteos';
import { prepararCuentas } from '../cuentas';
import type { Portal } from '../../portal/portal';
import { buscarCoincidencias } from '../indice/coincidencias';
import { IndiceVigente } from '../indice/indice-vigente';
import type { OfertasIndexadas } from '../indice/ofertas-indexadas';
import { resumen } from '../indice/resumenes';
import { vocabularioDe } from '../indice/vocabulario';
import { analizarConsulta, type ConsultaAnalizada, type UnidadEnLexemas } from '../indice/relevancia';
import { comunasPermitidas, distanciaKm, lugares, lugaresPorClave } from '../lugares';
import { ordenar } from '../orden';
import { palabrasDe, siglasDeUnidad, tsqueryDeUnidad, unidadesDe } from '../palabra-clave';
import { prepararSugerencias, sugerir } from '../sugerencias/sugerencias';
import type { LugarReconocido } from '@portal/shared/contract';
import type { Mensaje, OfertasNuevas, PeticionBusqueda, PeticionNuevas, Respuesta, ResultadoEnHilo } from './mensajes';
import { respuestaDeBusqueda } from './respuesta';

// Searches queue here; the api's thread, answering /health and every other request, goes first.
void pasarASegundoPlano();
const db = consultasDesdeHilo((workerData as { acceso: AccesoDesdeHilo }).acceso);
const k = createKysely(db);
const indice = new IndiceVigente(db);
// A keyword's lexemes never change.
const consultas = new CacheTtl<ConsultaAnalizada | null>(10 * 60_000, 5000);

/**
 * PostgreSQL's `es` configuration makes the lexemes of each unit of the keyword, in one query (`simple` those of
 * its abbreviations, which `es` may drop as stop words); the places it names come with their comunas. Null without any unit.
 */
async function consultaDe(palabraClave: string | undefined): Promise<ConsultaAnalizada | null> {
  if (!palabrasDe(palabraClave).length) return null;
  const porClave = lugaresPorClave(await lugares(db));
  return consultas.obtener(palabraClave!, async () => {
    const unidades = unidadesDe(palabraClave, porClave);
    const { rows } = await db.query<{ q: string }>(
      `SELECT (CASE WHEN s = '' THEN to_tsquery('es', t) ELSE to_tsquery('es', t) || to_tsquery('simple', s) END)::text AS q
         FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS u(t, s, n) ORDER BY n`,
      [unidades.map((unidad) => tsqueryDeUnidad(unidad)), unidades.map(siglasDeUnidad)],
    );
    return analizarConsulta(palabrasDe(palabraClave), unidades, rows.map((r) => r.q), porClave);
  });
}

async function buscar({ portal, filtros, desde, cuantas }: PeticionBusqueda): Promise<ResultadoEnHilo> {
  const [consulta, todos, idComunas] = await Promise.all([consultaDe(filtros.palabraClave), lugares(db), comunasPermitidas(db, filtros)]);
  const completos = { ...filtros, consulta, idComunas };
  const comunas = new Map(todos.map((lugar) => [lugar.idComuna, lugar]));
  const distancia = (ofertas: OfertasIndexadas, posicion: number) => {
    const lugar = comunas.get(ofertas.idComuna[posicion]!);
    if (filtros.orden !== 'GEOLOCALIZACION' || lugar?.lat == null || lugar.lon == null) return {};
    return { distanciaKm: Math.round(distanciaKm(filtros.lat!, filtros.lon!, lugar.lat, lugar.lon)) };
  };
  return indice.conCopiaVigente((ofertas) => {
    const coincidencias = buscarCoincidencias(ofertas, portal, completos);
    const pagina = ordenar(ofertas, coincidencias, completos, todos, desde + cuantas).subarray(desde, desde + cuantas);
    const { relevancia } = coincidencias;
    const lugar = consulta?.unidades.find((unidad) => unidad.lugar);
    return {
      ofertas: Array.from(pagina, (posicion) => ({ ...resumen(ofertas, posicion, comunas), ...distancia(ofertas, posicion) })),
      total: coincidencias.posiciones.length,
      porTramo: coincidencias.porTramo,
      ...(desde === 0 ? { conteos: conteosDeFacetas(ofertas, coincidencias.posiciones, todos) } : {}),
      destacar: relevancia?.destacar ?? null,
      ...(relevancia?.palabraClaveCorregida ? { palabraClaveCorregida: relevancia.palabraClaveCorregida } : {}),
      ...(lugar ? { lugarReconocido: enElLugar(ofertas, coincidencias.posiciones, lugar) } : {}),
    };
  });
}

/** The place the keyword named and how many of the matches are in its comuna and in its region. */
function enElLugar(o: OfertasIndexadas, posiciones: Int32Array, { lugar, comunas, deLaRegion }: UnidadEnLexemas): LugarReconocido {
  let enComuna = 0;
  let enRegion = 0;
  for (const posicion of posiciones) {
    const comuna = o.idComuna[posicion]!;
    if (comunas!.has(comuna)) enComuna++;
    else if (deLaRegion!.has(comuna)) enRegion++;
  }
  return lugar!.comuna ? { comuna: lugar!.comuna, enComuna, region: lugar!.region, enRegion: enComuna + enRegion } : { region: lugar!.region, enRegion: enComuna };
}

/** Job alerts: each search's newest matches in its window, all over one copy (one version read for the batch). */
async function nuevas(peticiones: PeticionNuevas[]): Promise<OfertasNuevas[]> {
  const todos = await lugares(db);
  const comunas = new Map(todos.map((lugar) => [lugar.idComuna, lugar]));
  const completas = await Promise.all(
    peticiones.map(async (p) => ({ ...p, filtros: { ...p.filtros, consulta: await consultaDe(p.filtros.palabraClave), idComunas: await comunasPermitidas(db, p.filtros) } })),
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

/** Search suggestions for a text being typed, from the current copy. */
async function sugerencias(portal: Portal, texto: string) {
  const todos = await lugares(db);
  return indice.conCopiaVigente((ofertas) => sugerir(ofertas, todos, portal, texto));
}

/**
 * What the first searches would otherwise build on their own, when the api starts: the suggestions' titles, the
 * typo vocabulary (a first misspelt word waited a second for it at 200,000 offers) and the facet totals.
 */
function prepararCopia(o: OfertasIndexadas): void {
  prepararSugerencias(o);
  vocabularioDe(o);
  prepararCuentas(o);
}

parentPort!.on('message', async (mensaje: Mensaje) => {
  const respuesta: Respuesta = { id: mensaje.id };
  try {
    if (mensaje.op === 'preparar') prepararCopia(await indice.ofertas());
    else if (mensaje.op === 'sugerencias') respuesta.resultado = await sugerencias(mensaje.portal, mensaje.texto);
    else if (mensaje.op === 'buscar') respuesta.resultado = await respuestaDeBusqueda(k, await buscar(mensaje.peticion), mensaje.paraLaRespuesta);
    else if (mensaje.op === 'nuevas') respuesta.resultado = await nuevas(mensaje.peticiones);
    else respuesta.resultado = await opciones(mensaje.portal);
  } catch (error) {
    respuesta.error = { message: (error as Error).message, code: error instanceof ApiError ? error.code : undefined };
  }
  // A search's answer (bytes) moves to the api's thread instead of being copied.
  parentPort!.postMessage(respuesta, respuesta.resultado instanceof Uint8Array ? [respuesta.resultado.buffer as ArrayBuffer] : []);
});

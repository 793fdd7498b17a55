// The api's side of the search thread (atender-busquedas.ts): one worker per api, started with its own way
// into the database, and started again if it ever dies.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Db } from '../../db/db';
import { apiError } from '../../errors';
import type { FiltrosBusqueda, SugerenciasBusqueda } from '@portal/shared/contract';
import type { Portal } from '../../portal/portal';
import { Pendientes } from '../../hilos/pendientes';
import type { OfertasNuevas, ParaLaRespuesta, PeticionBusqueda, PeticionNuevas, Pedidos, Respuesta } from './mensajes';

export class BusquedaEnHilo {
  private hilo: Worker | undefined;
  private readonly pendientes = new Pendientes();

  constructor(private readonly db: Db) {}

  /** Loads the copy of the offers before the api takes its first search. */
  async preparar(): Promise<void> {
    await this.pedir<'preparar'>({ op: 'preparar' });
  }

  /** GET /api/searchjob's answer, as UTF-8 JSON. */
  buscar(peticion: PeticionBusqueda, paraLaRespuesta: ParaLaRespuesta): Promise<Uint8Array> {
    return this.pedir<'buscar'>({ op: 'buscar', peticion, paraLaRespuesta });
  }

  opciones(portal: Portal): Promise<FiltrosBusqueda> {
    return this.pedir<'opciones'>({ op: 'opciones', portal });
  }

  /** Several job alerts' searches over one copy of the offers. */
  nuevas(peticiones: PeticionNuevas[]): Promise<OfertasNuevas[]> {
    return this.pedir<'nuevas'>({ op: 'nuevas', peticiones });
  }

  /** Job titles and places of the portal's live offers for a text being typed. */
  sugerencias(portal: Portal, texto: string): Promise<SugerenciasBusqueda> {
    return this.pedir<'sugerencias'>({ op: 'sugerencias', portal, texto });
  }

  async cerrar(): Promise<void> {
    const hilo = this.hilo;
    this.hilo = undefined;
    await hilo?.terminate();
  }

  private pedir<O extends keyof Pedidos>(mensaje: Pedidos[O]['pedido']): Promise<Pedidos[O]['respuesta']> {
    const { id, respuesta } = this.pendientes.nuevo();
    this.iniciado().postMessage({ ...mensaje, id });
    return respuesta as Promise<Pedidos[O]['respuesta']>;
  }

  private iniciado(): Worker {
    if (this.hilo) return this.hilo;
    const acceso = this.db.accesoDesdeHilo();
    const hilo = new Worker(path.join(__dirname, 'hilo-busqueda.cjs'), {
      workerData: { acceso },
      transferList: acceso.tipo === 'pglite' ? [acceso.puerto] : [],
    });
    hilo.on('message', ({ id, resultado, error }: Respuesta) => {
      this.pendientes.contestar(id, error ? { error: error.code ? apiError(error.code, error.message) : new Error(error.message) } : { valor: resultado });
    });
    const caido = (error: Error) => {
      if (this.hilo === hilo) this.hilo = undefined;
      this.pendientes.fallarTodos(error);
    };
    hilo.on('error', caido);
    hilo.on('exit', (codigo) => caido(new Error(`El hilo de búsqueda terminó (código ${codigo}).`)));
    this.hilo = hilo;
    return hilo;
  }
}

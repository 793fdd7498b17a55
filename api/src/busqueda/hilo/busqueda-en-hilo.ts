// The api's side of the search thread (atender-busquedas.ts): one worker per api, started with its own way
// into the database, and started again if it ever dies.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Db } from '../../db/db';
import type { FiltrosBusqueda, SugerenciasBusqueda } from '@portal/shared/contract';
import type { Portal } from '../../portal/portal';
import type { OfertasNuevas, PeticionBusqueda, PeticionNuevas, Pedidos, Respuesta, ResultadoEnHilo } from './mensajes';

type Pendiente = { resolve: (resultado: unknown) => void; reject: (error: Error) => void };

export class BusquedaEnHilo {
  private hilo: Worker | undefined;
  private readonly pendientes = new Map<number, Pendiente>();
  private siguiente = 1;

  constructor(private readonly db: Db) {}

  /** Loads the copy of the offers before the api takes its first search. */
  async preparar(): Promise<void> {
    await this.pedir<'preparar'>({ op: 'preparar' });
  }

  buscar(peticion: PeticionBusqueda): Promise<ResultadoEnHilo> {
    return this.pedir<'buscar'>({ op: 'buscar', peticion });
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
    const id = this.siguiente++;
    return new Promise((resolve, reject) => {
      this.pendientes.set(id, { resolve: resolve as (resultado: unknown) => void, reject });
      this.iniciado().postMessage({ ...mensaje, id });
    });
  }

  private iniciado(): Worker {
    if (this.hilo) return this.hilo;
    const acceso = this.db.accesoDesdeHilo();
    const hilo = new Worker(path.join(__dirname, 'hilo-busqueda.cjs'), {
      workerData: { acceso },
      transferList: acceso.tipo === 'pglite' ? [acceso.puerto] : [],
    });
    hilo.on('message', ({ id, resultado, error }: Respuesta) => {
      const pendiente = this.pendientes.get(id);
      this.pendientes.delete(id);
      if (error) pendiente?.reject(new Error(error));
      else pendiente?.resolve(resultado);
    });
    const caido = (error: Error) => {
      if (this.hilo === hilo) this.hilo = undefined;
      for (const pendiente of this.pendientes.values()) pendiente.reject(error);
      this.pendientes.clear();
    };
    hilo.on('error', caido);
    hilo.on('exit', (codigo) => caido(new Error(`El hilo de búsqueda terminó (código ${codigo}).`)));
    this.hilo = hilo;
    return hilo;
  }
}

// The api's side of the search thread (atender-busquedas.ts): one worker per api, started with its own way
// into the database, and started again if it ever dies.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Db } from '../../db/db';
import type { PeticionBusqueda, Pedido, Respuesta, ResultadoEnHilo } from './mensajes';

type Pendiente = { resolve: (resultado: ResultadoEnHilo | null | undefined) => void; reject: (error: Error) => void };

export class BusquedaEnHilo {
  private hilo: Worker | undefined;
  private readonly pendientes = new Map<number, Pendiente>();
  private siguiente = 1;

  constructor(private readonly db: Db) {}

  /** Loads the copy of the offers before the api takes its first search. */
  async preparar(): Promise<void> {
    await this.pedir({ op: 'preparar' });
  }

  async buscar(peticion: PeticionBusqueda): Promise<ResultadoEnHilo> {
    return (await this.pedir({ op: 'buscar', peticion }))!;
  }

  async cerrar(): Promise<void> {
    const hilo = this.hilo;
    this.hilo = undefined;
    await hilo?.terminate();
  }

  private pedir(mensaje: Pedido): Promise<ResultadoEnHilo | null | undefined> {
    const id = this.siguiente++;
    return new Promise((resolve, reject) => {
      this.pendientes.set(id, { resolve, reject });
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

// One worker thread for a kind of costly job (an offer card, a CV as PDF): the job runs there, one at a time,
// so its CPU never delays other requests on the api's event loop. The queue is bounded: past `maxEnCola`
// jobs (the one being done included) a new job is refused at once with the given 503 instead of piling up
// memory and waiting. The thread starts on the first job, keeps the process alive only while it has jobs,
// and starts again if it dies. Its file is given by the caller, which names it beside itself
// (`path.join(__dirname, 'hilo-….cjs')`), so the production build finds and emits it (scripts/lib/servers.mjs).
import { Worker } from 'node:worker_threads';
import { apiErrorConEspera } from '../errors';
import type { CodigoConMensajeFijo } from '@portal/shared/contract';
import { Pendientes } from './pendientes';

/** What the thread answers (atender-trabajos.ts). */
export type RespuestaTrabajo = { id: number; bytes?: Uint8Array; error?: string };

export interface OpcionesHilo {
  /** The thread's entry file. */
  archivo: string;
  /** What a job makes, for error messages ("dibujar la tarjeta"). */
  trabajo: string;
  maxEnCola: number;
  /** The 503 answered while the queue is full, with the Retry-After it suggests. */
  ocupado: CodigoConMensajeFijo;
  esperaSiOcupadoS: number;
}

export class HiloDeTrabajo<Pedido> {
  private hilo: Worker | undefined;
  private readonly pendientes = new Pendientes<Buffer>();

  constructor(private readonly opciones: OpcionesHilo) {}

  /** Jobs waiting for the thread or being done. */
  enCola(): number {
    return this.pendientes.cantidad;
  }

  /** The job's bytes, made in the thread; a 503 right away when the queue is full. */
  hacer(pedido: Pedido): Promise<Buffer> {
    const { maxEnCola, ocupado, esperaSiOcupadoS } = this.opciones;
    if (this.pendientes.cantidad >= maxEnCola) return Promise.reject(apiErrorConEspera(ocupado, esperaSiOcupadoS));
    const { id, respuesta } = this.pendientes.nuevo();
    const activo = this.iniciado();
    activo.ref();
    activo.postMessage({ id, pedido });
    return respuesta;
  }

  async cerrar(): Promise<void> {
    const hilo = this.hilo;
    this.hilo = undefined;
    await hilo?.terminate();
  }

  private iniciado(): Worker {
    if (this.hilo) return this.hilo;
    const nuevo = new Worker(this.opciones.archivo);
    nuevo.on('message', ({ id, bytes, error }: RespuestaTrabajo) => {
      this.pendientes.contestar(
        id,
        bytes ? { valor: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) } : { error: new Error(`No se pudo ${this.opciones.trabajo}: ${error}`) },
      );
      if (!this.pendientes.cantidad) nuevo.unref();
    });
    const caido = (error: Error) => {
      if (this.hilo === nuevo) this.hilo = undefined;
      this.pendientes.fallarTodos(error);
    };
    nuevo.on('error', caido);
    nuevo.on('exit', (codigo) => caido(new Error(`El hilo para ${this.opciones.trabajo} terminó (código ${codigo}).`)));
    this.hilo = nuevo;
    return nuevo;
  }
}

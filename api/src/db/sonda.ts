// The database's health, known without asking it on every GET /health: a `SELECT 1` every second in the
// background (PostgreSQL: on a connection of its own, PGlite: queued like any query), and /health answers
// from the last result. Asked on each call, that `SELECT 1` waited behind the searches' queries (issue 27).
import type { Db } from './db';
import { conTiempoLimite } from './tiempo-limite';

export interface OpcionesSonda {
  /** How long a probe may wait for its answer before the database counts as gone. */
  limiteMs: number;
  /** Time between probes. */
  intervaloMs?: number;
  /** Told once when the database stops answering and once when it answers again. */
  alCambiar?: (error: Error | null) => void;
}

export class SondaDeBase {
  private ultimaRespuesta = -Infinity;
  private error: Error | null = null;
  private enCurso: Promise<void> | undefined;
  private readonly reloj: NodeJS.Timeout;
  private readonly limiteMs: number;
  private readonly intervaloMs: number;

  constructor(
    private readonly db: Pick<Db, 'query' | 'sondear'>,
    private readonly opciones: OpcionesSonda,
  ) {
    this.limiteMs = opciones.limiteMs;
    this.intervaloMs = opciones.intervaloMs ?? 1000;
    this.reloj = setInterval(() => void this.sondear(), this.intervaloMs);
    this.reloj.unref();
  }

  /**
   * Null while the database answered within the limit in the last round of probes (a probe may wait up to
   * `limiteMs`, one starts every `intervaloMs`); the failure otherwise. Only the first call waits, for the
   * first probe.
   */
  async fallo(): Promise<Error | null> {
    if (this.ultimaRespuesta === -Infinity && !this.error) await this.sondear();
    if (this.error) return this.error;
    const edad = performance.now() - this.ultimaRespuesta;
    return edad <= this.limiteMs + this.intervaloMs ? null : new Error(`sin respuesta de la base hace ${Math.round(edad)} ms`);
  }

  detener(): void {
    clearInterval(this.reloj);
  }

  /** One probe at a time: a slow one is not joined by more while it waits. */
  private sondear(): Promise<void> {
    if (this.enCurso) return this.enCurso;
    const consulta: Promise<unknown> = this.db.sondear ? this.db.sondear(this.limiteMs) : this.db.query('SELECT 1');
    this.enCurso = conTiempoLimite(consulta, this.limiteMs, () => new Error(`SELECT 1 sin respuesta en ${this.limiteMs} ms`))
      .then(
        () => {
          this.ultimaRespuesta = performance.now();
          this.cambiar(null);
        },
        (error: Error) => this.cambiar(error),
      )
      .finally(() => (this.enCurso = undefined));
    return this.enCurso;
  }

  private cambiar(error: Error | null): void {
    const antes = this.error;
    this.error = error;
    if (Boolean(antes) !== Boolean(error)) this.opciones.alCambiar?.(error);
  }
}

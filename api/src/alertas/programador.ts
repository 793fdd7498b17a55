// Runs the job alerts on schedule: every `intervaloMs` (ALERTAS_INTERVALO_MS, default a minute) a round
// sends what is due (envio.ts), batch after batch. Started by main.ts; tests call ronda().
import type { Envio, ResultadoRonda } from './envio';
import { enviarAlertas } from './envio';

const LOTE_ALERTAS = 200;

export interface ProgramadorAlertas {
  ronda(): Promise<ResultadoRonda>;
  iniciar(intervaloMs?: number): void;
  detener(): Promise<void>;
}

interface Registro {
  warn(objeto: object, mensaje: string): void;
}

export function intervaloAlertas(valor = process.env.ALERTAS_INTERVALO_MS): number {
  const ms = Number(valor ?? 60_000);
  if (!Number.isInteger(ms) || ms < 100) throw new Error(`ALERTAS_INTERVALO_MS debe ser un número de milisegundos (100 o más): ${valor}`);
  return ms;
}

export function crearProgramadorAlertas(envio: Envio, log: Registro): ProgramadorAlertas {
  let temporizador: NodeJS.Timeout | undefined;
  let activo = false;
  let enCurso: Promise<unknown> = Promise.resolve();

  async function ronda(): Promise<ResultadoRonda> {
    const total = { revisadas: 0, enviadas: 0 };
    for (;;) {
      const { revisadas, enviadas } = await enviarAlertas(envio, LOTE_ALERTAS);
      total.revisadas += revisadas;
      total.enviadas += enviadas;
      if (revisadas < LOTE_ALERTAS) return total;
    }
  }

  return {
    ronda,
    iniciar(intervaloMs = intervaloAlertas()) {
      activo = true;
      const siguiente = () => {
        if (!activo) return;
        temporizador = setTimeout(() => {
          enCurso = ronda()
            .catch((error: unknown) => log.warn({ err: error }, 'Falló una ronda de alertas de empleo; la próxima la reintenta'))
            .finally(siguiente);
        }, intervaloMs);
      };
      siguiente();
    },
    async detener() {
      activo = false;
      clearTimeout(temporizador);
      await enCurso;
    },
  };
}

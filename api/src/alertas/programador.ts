// Runs the job alerts on schedule (programador.ts): each round sends what is due (envio.ts), batch after batch.
import { crearProgramador, type Programador } from '../programador';
import type { Envio, ResultadoRonda } from './envio';
import { enviarAlertas } from './envio';

const LOTE_ALERTAS = 200;

export function crearProgramadorAlertas(envio: Envio, log: { warn(objeto: object, mensaje: string): void }): Programador<ResultadoRonda> {
  async function ronda(): Promise<ResultadoRonda> {
    const total = { revisadas: 0, enviadas: 0 };
    for (;;) {
      const { revisadas, enviadas } = await enviarAlertas(envio, LOTE_ALERTAS);
      total.revisadas += revisadas;
      total.enviadas += enviadas;
      if (revisadas < LOTE_ALERTAS) return total;
    }
  }
  return crearProgramador(ronda, log, 'alertas de empleo');
}

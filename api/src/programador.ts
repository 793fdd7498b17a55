// A round of scheduled work every `intervaloMs` (ALERTAS_INTERVALO_MS, default a minute): the job alerts and
// the e-mails owed about applications; the outbox's sending too, at its own interval. A failed round is
// logged and the next one tries again. Started by main.ts; tests call ronda() themselves.

export interface Programador<T> {
  ronda(): Promise<T>;
  iniciar(intervaloMs: number): void;
  detener(): Promise<void>;
}

interface Registro {
  warn(objeto: object, mensaje: string): void;
}

export function intervaloAlertas(valor: string | undefined): number {
  const ms = Number(valor ?? 60_000);
  if (!Number.isInteger(ms) || ms < 100) throw new Error(`ALERTAS_INTERVALO_MS debe ser un número de milisegundos (100 o más): ${valor}`);
  return ms;
}

/** `queHace` names the work in the log line of a failed round. */
export function crearProgramador<T>(ronda: () => Promise<T>, log: Registro, queHace: string): Programador<T> {
  let temporizador: NodeJS.Timeout | undefined;
  let activo = false;
  let enCurso: Promise<unknown> = Promise.resolve();
  return {
    ronda,
    iniciar(intervaloMs) {
      activo = true;
      const siguiente = () => {
        if (!activo) return;
        temporizador = setTimeout(() => {
          enCurso = ronda()
            .catch((error: unknown) => log.warn({ err: error }, `Falló una ronda de ${queHace}; la próxima la reintenta`))
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

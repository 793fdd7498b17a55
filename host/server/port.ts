import { createServer } from 'node:net';

/** Resolves when nothing listens on the port; a stray server from an earlier run would answer in our place. */
export function assertPortFree(port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`El puerto ${port} ya está en uso: detén el proceso que lo ocupa o elige otro con HOST_PORT.`)
          : error,
      );
    });
    probe.listen({ port, host }, () => probe.close(() => resolve()));
  });
}

// `pnpm --filter api start`: checks the port and the file storage (a folder, or the S3 bucket of
// ALMACEN=s3), opens the database (PGlite or DATABASE_URL), migrates, seeds an empty database, listens,
// sends the e-mail outbox, the job alerts and the e-mails about applications, and closes cleanly on
// SIGINT/SIGTERM.
import net from 'node:net';
import { buildApp } from './app';
import { crearProgramadorAlertas } from './alertas/programador';
import { almacenDe } from './almacen/configuracion';
import { claveDeEnlaces } from './auth/tokens-enlace';
import { leerConfiguracion } from './configuracion';
import { crearProgramadorCorreosPostulacion } from './correo-postulacion/envio';
import { crearDespachador } from './correo/despachador';
import { openDb } from './db/open';
import { prepararDb, secretoJwt } from './db/preparar';
import { devolverMemoria } from './hilos/devolver-memoria';

function puertoLibre(puerto: number, interfaz: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(puerto, interfaz, () => probe.close(() => resolve(true)));
  });
}

async function main(): Promise<void> {
  const configuracion = leerConfiguracion(process.env);
  const { puerto: port, interfaz: host, smtp } = configuracion;
  if (!(await puertoLibre(port, host))) {
    throw new Error(`El puerto ${port} ya está en uso (¿otra api corriendo?). Detenla o usa API_PORT=<otro puerto>.`);
  }
  // Before the database: a storage misconfigured stops the start at once.
  const { almacen, descripcion: archivos } = await almacenDe(configuracion.almacen);
  let opened = await openDb(configuracion.baseDeDatos);
  try {
    const inicio = Date.now();
    const { migraciones, sembrada } = await prepararDb(opened.db, configuracion.ofertasSemilla);
    if (sembrada) {
      // The seed built every offer and its SQL in this thread's heap; on PGlite it also grew and touched its
      // WebAssembly memory, which never shrinks: a PGlite opened again starts small (the first start is 1 s longer).
      devolverMemoria();
      if (opened.db.kind === 'pglite') {
        await opened.close();
        opened = await openDb(configuracion.baseDeDatos);
      }
    }
    const jwtSecret = await secretoJwt(opened.db, configuracion.jwtSecret);
    const { proxies, origenesPortal, secretoIngresoExterno, tiempos } = configuracion;
    const app = await buildApp({ db: opened.db, jwtSecret, almacen, logger: { level: configuracion.nivelRegistro }, proxies, origenesPortal, secretoIngresoExterno, tiempos });
    const despachador = crearDespachador(app.k, smtp, app.log);
    const clave = claveDeEnlaces(jwtSecret);
    const alertas = crearProgramadorAlertas({ db: app.db, k: app.k, buscador: app.buscador, clave, origenes: app.origenesPortal }, app.log);
    const correosPostulacion = crearProgramadorCorreosPostulacion({ db: app.db, clave, origenes: app.origenesPortal }, app.log);
    const intervaloDeAlertas = configuracion.intervaloAlertasMs;
    let cerrando = false;
    const cerrar = async (senal: string) => {
      if (cerrando) return;
      cerrando = true;
      app.log.info(`${senal}: cerrando la api`);
      await alertas.detener();
      await correosPostulacion.detener();
      await despachador.detener();
      await app.close();
      await opened.close();
      process.exit(0);
    };
    process.once('SIGINT', () => void cerrar('SIGINT'));
    process.once('SIGTERM', () => void cerrar('SIGTERM'));
    await app.listen({ port, host });
    despachador.iniciar();
    alertas.iniciar(intervaloDeAlertas);
    correosPostulacion.iniciar(intervaloDeAlertas);
    const detalle = [
      migraciones.length ? `migraciones: ${migraciones.join(', ')}` : '',
      sembrada ? 'datos de demostración creados' : '',
      `correo por smtp://${smtp.opciones.host}:${smtp.opciones.port}`,
      archivos,
    ]
      .filter(Boolean)
      .join('; ');
    console.log(`API del portal en http://${host}:${port} (${opened.description}${detalle ? `; ${detalle}` : ''}; lista en ${Date.now() - inicio} ms)`);
  } catch (error) {
    await opened.close();
    throw error;
  }
}

main().catch((error: Error) => {
  console.error(`No se pudo iniciar la api: ${error.message}`);
  process.exit(1);
});

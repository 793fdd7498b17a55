// The api's worker threads wait behind its main thread in the OS scheduler (@portal/shared/http
// segundo-plano.ts), so /health is answered first when every core is busy with searches.
import fs from 'node:fs';
import { NICE_SEGUNDO_PLANO } from '@portal/shared/http';
import { entornoDelArchivo } from './support/app-de-prueba';

/** Each thread of this process: its name and its nice (fields 2 and 19 of /proc/<pid>/task/<tid>/stat). */
function hilos() {
  return fs.readdirSync('/proc/self/task').map((tid) => {
    const nombre = fs.readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim();
    const campos = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return { nombre, nice: Number(campos[16]) };
  });
}

const enLinux = process.platform === 'linux' ? describe : describe.skip;

enLinux('the api’s worker threads', () => {
  const entorno = entornoDelArchivo();

  it('run behind the main thread: the search thread and the database’s worker at nice 10, the main thread at 0', async () => {
    await entorno.app.inject('/api/searchjob?idDominio=857');
    // The search thread always; PGlite's worker too on PGlite (PostgreSQL runs in a server of its own). Other
    // worker threads of the test process (a log transport, say) are not the api's: only ours are counted.
    const esperados = process.env.TEST_DATABASE_URL ? 1 : 2;
    const atras = () => hilos().filter((hilo) => hilo.nombre === 'WorkerThread' && hilo.nice === NICE_SEGUNDO_PLANO);
    // A thread steps down once its start-up has settled (after an await): read until it has, 20 s at most.
    for (let intento = 0; intento < 200 && atras().length < esperados; intento += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(hilos().find((hilo) => hilo.nombre === 'MainThread')?.nice).toBe(0);
    expect(atras().length).toBeGreaterThanOrEqual(esperados);
  });
});

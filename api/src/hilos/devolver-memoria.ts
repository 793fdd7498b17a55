// Gives back to the system the memory a thread's V8 heap no longer uses, after a burst that needed much more
// than the thread keeps (the seed of a new database, a full load of the search copy). V8 keeps the pages of a
// collected heap in a pool for reuse and returns them only in a memory-reducing collection, which an idle api
// never triggers: after seeding 50,000 offers the main thread kept 356 MB of such pages with 11 MB of heap in
// use (issue 27). Node exposes that collection only as `gc`, which V8 hands out once the flag is set.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type Gc = (opciones: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

let gc: Gc | undefined;

/**
 * A memory-reducing collection of this thread's heap. It blocks the thread: about 100 ms for 80 MB of live
 * objects (a made-up heap the size of the search thread's at 200,000 offers; 30 ms for an ordinary collection).
 */
export function devolverMemoria(): void {
  if (!gc) {
    setFlagsFromString('--expose-gc');
    gc = runInNewContext('gc') as Gc;
  }
  gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}

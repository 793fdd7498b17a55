// PGlite takes no lock on its data folder and two processes writing it corrupt it: this file lock
// (`<DATA_DIR>.lock`, holding the owner's PID) makes a second api refuse to start.
import fs from 'node:fs';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock or throws a Spanish message naming the live owner; a stale lock is replaced. */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      const release = () => {
        if (fs.existsSync(lockPath) && fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockPath, 'utf8'));
      if (owner && isAlive(owner)) {
        throw new Error(
          `La carpeta de datos ${dataDir} está en uso por el proceso ${owner} (${lockPath}). ` +
            'Detén ese proceso o usa otra carpeta con DATA_DIR.',
          { cause: error },
        );
      }
      fs.unlinkSync(lockPath); // stale: its process is gone
    }
  }
  throw new Error(`No se pudo tomar el bloqueo ${lockPath}.`);
}

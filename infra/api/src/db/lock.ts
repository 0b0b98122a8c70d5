import fs from 'node:fs';

const held = new Set<string>();

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite must be owned by a single process: take an exclusive lock file beside the data dir.
 * A stale lock (its process is gone) is taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      held.add(lockPath);
      const release = () => {
        if (!held.delete(lockPath)) return;
        try {
          if (fs.readFileSync(lockPath, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
      const ownedHere = owner === process.pid && held.has(lockPath);
      if (ownedHere || (owner !== process.pid && Number.isFinite(owner) && isAlive(owner))) {
        throw new DataDirLockedError(
          `O banco de dados em "${dataDir}" já está em uso por outro processo (PID ${owner}). ` +
            'Encerre o outro servidor da API ou defina DATA_DIR para outro diretório.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Não foi possível obter o bloqueio do banco de dados em "${dataDir}".`);
}

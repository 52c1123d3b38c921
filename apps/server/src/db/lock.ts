import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

export type DataDirLock = { path: string; release: () => void };

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLockOwner(path: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the lock that lets one process at a time open the embedded database in `dir`. The embedded
 * engine corrupts its files when two processes write them, so a second server must refuse to start.
 * A lock left behind by a process that died is taken over.
 */
export function acquireDataDirLock(dir: string): DataDirLock {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      let isReleased = false;
      return {
        path,
        release: () => {
          if (isReleased) return;
          isReleased = true;
          if (readLockOwner(path) === process.pid) rmSync(path, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readLockOwner(path);
      if (owner !== undefined && isProcessAlive(owner)) {
        throw new DataDirLockedError(
          `The data directory ${dir} is already in use by another server (process ${owner}). ` +
            'Stop that server first, or start this one with a different DATA_DIR.',
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not take the lock ${path}; remove it if no server is running.`);
}

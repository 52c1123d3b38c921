import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './lock.ts';

describe('acquireDataDirLock', () => {
  const dirs: string[] = [];
  const makeDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-test-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a second holder with a message naming the directory and the owner', () => {
    const dir = makeDir();
    const lock = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(new RegExp(`${dir}.*process ${process.pid}`));
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
  });

  it('can be taken again once released', () => {
    const dir = makeDir();
    acquireDataDirLock(dir).release();
    const again = acquireDataDirLock(dir);
    again.release();
  });

  it('takes over a lock left by a process that no longer exists', () => {
    const dir = makeDir();
    // Process ids are bounded by pid_max (at most 2^22 on Linux), so this one cannot be running.
    writeFileSync(join(dir, 'server.lock'), '4999999\n');
    const lock = acquireDataDirLock(dir);
    lock.release();
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getOrCreateMetaValue } from './app-meta.ts';
import { openDatabase } from './client.ts';
import { DataDirLockedError } from './lock.ts';
import { applyMigrations } from './migrate.ts';

describe('the embedded database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'persistence-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps its data across a restart and refuses a second opener meanwhile', async () => {
    const first = await openDatabase({ kind: 'embedded', dir });
    await applyMigrations(first.db);
    const written = await getOrCreateMetaValue(first.db, 'probe', () => 'kept across restarts');
    await expect(openDatabase({ kind: 'embedded', dir })).rejects.toThrow(DataDirLockedError);
    await first.close();

    const second = await openDatabase({ kind: 'embedded', dir });
    try {
      await applyMigrations(second.db); // idempotent on an existing database
      const read = await getOrCreateMetaValue(second.db, 'probe', () => 'a new value');
      expect(written).toBe('kept across restarts');
      expect(read).toBe('kept across restarts');
    } finally {
      await second.close();
    }
  });
});

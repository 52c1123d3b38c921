import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FactorLibraryManifest } from '@carbon-ledger/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseConnection, openDatabase } from '../../db/client.ts';
import { applyMigrations } from '../../db/migrate.ts';
import { queryRows } from '../../test/query-rows.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { FactorLibraryError, loadFactorLibrary } from './library-loader.ts';
import { findReferenceDataDir } from './reference-data-dir.ts';

// A small library of real lines in a temporary folder, so reloading and damage can be tried quickly.
const shipped = findReferenceDataDir();
const shippedManifest = JSON.parse(
  readFileSync(join(shipped, 'manifest.json'), 'utf8'),
) as FactorLibraryManifest;
const desnzLines = readFileSync(join(shipped, 'desnz-2025.ndjson'), 'utf8').split('\n').slice(0, 5);

function hash(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function writeLibrary(dir: string, lines: string[], options: { shaOverride?: string } = {}): void {
  const text = `${lines.join('\n')}\n`;
  writeFileSync(join(dir, 'desnz-2025.ndjson'), text);
  const gwp = readFileSync(join(shipped, 'gwp.json'), 'utf8');
  writeFileSync(join(dir, 'gwp.json'), gwp);
  const entry = (file: string) => {
    const found = shippedManifest.files.find((candidate) => candidate.file === file);
    if (!found) throw new Error(`${file} is not in the shipped manifest`);
    return found;
  };
  const manifest: FactorLibraryManifest = {
    ...shippedManifest,
    files: [
      {
        ...entry('desnz-2025.ndjson'),
        rows: lines.length,
        bytes: Buffer.byteLength(text),
        sha256: options.shaOverride ?? hash(text),
      },
      entry('gwp.json'),
    ],
  };
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
}

describe('loadFactorLibrary', () => {
  let testDatabase: TestDatabase;
  let connection: DatabaseConnection;
  let dir: string;

  const countFactors = async () => {
    const rows = await queryRows<{ id: string }>(connection.db, sql`select id from factors order by id`);
    return rows.map((row) => row.id);
  };

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    connection = await openDatabase(testDatabase.target);
    await applyMigrations(connection.db);
  });
  afterAll(async () => {
    await connection.close();
    await testDatabase.drop();
  });
  beforeEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = mkdtempSync(join(tmpdir(), 'factor-library-'));
  });

  it('finds the committed library from the source tree', () => {
    expect(readFileSync(join(findReferenceDataDir(), 'manifest.json'), 'utf8')).toContain(
      'desnz-2025.ndjson',
    );
  });

  it('loads each file once, and reloads only a file whose sha256 changed, keeping superseded rows', async () => {
    writeLibrary(dir, desnzLines);
    const first = await loadFactorLibrary(connection.db, dir);
    expect(first.loaded.map((file) => file.file)).toEqual(['desnz-2025.ndjson', 'gwp.json']);
    expect(await countFactors()).toHaveLength(5);

    const second = await loadFactorLibrary(connection.db, dir);
    expect(second.loaded).toEqual([]);
    expect(await countFactors()).toHaveLength(5);

    // A new version without the first row and with a factor of a new edition: the dropped row stays,
    // because a frozen result may cite it by its id.
    const newEdition = JSON.stringify({
      ...JSON.parse(desnzLines[1] ?? '{}'),
      id: 'desnz-2025-v2:test-row',
      edition: '2025 v2',
      value: 1.5,
    });
    writeLibrary(dir, [...desnzLines.slice(1), newEdition]);
    const third = await loadFactorLibrary(connection.db, dir);
    expect(third.loaded.map((file) => file.file)).toEqual(['desnz-2025.ndjson']);
    const ids = await countFactors();
    expect(ids).toHaveLength(6);
    expect(ids).toContain(JSON.parse(desnzLines[0] ?? '{}').id);
    expect(ids).toContain('desnz-2025-v2:test-row');
  });

  it('refuses a new version in which a loaded id changes its value, and keeps the loaded rows', async () => {
    writeLibrary(dir, desnzLines);
    await loadFactorLibrary(connection.db, dir);
    const line = JSON.parse(desnzLines[2] ?? '{}');
    const changed = JSON.stringify({ ...line, value: (line.value ?? 0) + 1 });
    writeLibrary(dir, [...desnzLines.slice(0, 2), changed, ...desnzLines.slice(3)]);
    await expect(loadFactorLibrary(connection.db, dir)).rejects.toThrow(
      new RegExp(
        `desnz-2025\\.ndjson: 1 factor\\(s\\) keep their id but change their value \\(first: ${line.id}`,
      ),
    );
    const [row] = await queryRows<{ value: number }>(
      connection.db,
      sql`select value from factors where id = ${line.id}`,
    );
    expect(row?.value).toBe(line.value);
  });

  it('refuses a file that does not match the manifest, and leaves the loaded edition as it was', async () => {
    writeLibrary(dir, desnzLines);
    await loadFactorLibrary(connection.db, dir);
    const before = await countFactors();
    writeLibrary(dir, desnzLines.slice(0, 2), { shaOverride: 'f'.repeat(64) });
    await expect(loadFactorLibrary(connection.db, dir)).rejects.toThrow(FactorLibraryError);
    expect(await countFactors()).toEqual(before);
  });

  it('refuses a malformed factor line, naming file and line, and loads nothing of that file', async () => {
    writeLibrary(dir, desnzLines);
    await loadFactorLibrary(connection.db, dir);
    const before = await countFactors();
    const broken = JSON.stringify({ ...JSON.parse(desnzLines[2] ?? '{}'), unitCategory: 'currency' });
    writeLibrary(dir, [...desnzLines.slice(0, 2), broken, ...desnzLines.slice(3)]);
    await expect(loadFactorLibrary(connection.db, dir)).rejects.toThrow(/desnz-2025\.ndjson line 3/);
    expect(await countFactors()).toEqual(before);
  });
});

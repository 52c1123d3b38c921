import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type FactorLibraryFile,
  factorLibraryManifestSchema,
  gwpTableSchema,
  type NormalizedFactor,
  normalizedFactorSchema,
  refrigerantBlendTableSchema,
} from '@carbon-ledger/core';
import { and, eq, sql } from 'drizzle-orm';
import { insertInChunks } from '../../db/bulk-insert.ts';
import type { Database } from '../../db/client.ts';
import { factorEditions, factors, gwpValues, refrigerantBlends } from '../../db/schema/factors.ts';
import { toTextArrayParam } from '../calculator/compute/factor-lookup.ts';

/** Serializes loaders of several processes starting on one PostgreSQL server at once. */
const LOADER_LOCK_KEY = 0x4641_4354_4f52;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type LibraryLoadReport = {
  /** Files (re)loaded now, with their row counts. */
  loaded: { file: string; edition: string; rows: number }[];
  /** Files already loaded with the same sha256. */
  unchanged: string[];
  durationMs: number;
};

export class FactorLibraryError extends Error {
  override name = 'FactorLibraryError';
}

/**
 * Loads every file of the factor library's manifest whose sha256 is not the one already loaded: one
 * transaction per file, which replaces that file's rows, so a start never sees half an edition. Rows a new
 * version of a file no longer holds are kept (superseded editions): a frozen result cites its factor by an
 * edition-qualified id and must always find that exact row. For the same reason an id never changes its
 * value: a corrected publication is a new edition with new ids. Files are checked against the manifest's
 * sha256 first: a damaged checkout stops the start.
 */
export async function loadFactorLibrary(db: Database, dir: string): Promise<LibraryLoadReport> {
  const startedAt = performance.now();
  const manifest = factorLibraryManifestSchema.parse(
    JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')),
  );
  const loadedShas = new Map(
    (
      await db
        .select({ file: factorEditions.libraryFile, sha256: factorEditions.sha256 })
        .from(factorEditions)
    ).map((row) => [row.file, row.sha256]),
  );
  const report: LibraryLoadReport = { loaded: [], unchanged: [], durationMs: 0 };
  for (const file of manifest.files) {
    if (loadedShas.get(file.file) === file.sha256) {
      report.unchanged.push(file.file);
      continue;
    }
    const text = await readVerifiedFile(dir, file);
    const isLoaded = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${LOADER_LOCK_KEY})`);
      // Another process may have loaded it while this one waited for the lock.
      const [current] = await tx
        .select({ sha256: factorEditions.sha256 })
        .from(factorEditions)
        .where(eq(factorEditions.libraryFile, file.file));
      if (current?.sha256 === file.sha256) return false;
      await replaceFileContents(tx, file, text);
      await recordEdition(tx, file);
      return true;
    });
    if (isLoaded) report.loaded.push({ file: file.file, edition: file.edition, rows: file.rows });
    else report.unchanged.push(file.file);
  }
  report.durationMs = Math.round(performance.now() - startedAt);
  return report;
}

async function readVerifiedFile(dir: string, file: FactorLibraryFile): Promise<string> {
  const bytes = await readFile(join(dir, file.file));
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  if (sha256 !== file.sha256) {
    throw new FactorLibraryError(
      `${file.file} does not match manifest.json (sha256 ${sha256}, expected ${file.sha256}): ` +
        'the factor library in this checkout is damaged; restore reference-data/factors from git.',
    );
  }
  return bytes.toString('utf8');
}

async function replaceFileContents(tx: Transaction, file: FactorLibraryFile, text: string): Promise<void> {
  if (file.format === 'ndjson') {
    const rows = parseFactorLines(file.file, text).map((factor) => ({ ...factor, libraryFile: file.file }));
    await assertValuesKept(tx, file.file, rows);
    // Only the ids of the new version are replaced; the others stay as superseded rows.
    await tx
      .delete(factors)
      .where(
        and(
          eq(factors.libraryFile, file.file),
          sql`${factors.id} = any(${toTextArrayParam(rows.map((row) => row.id))})`,
        ),
      );
    await insertInChunks(tx, factors, rows);
    return;
  }
  const data: unknown = JSON.parse(text);
  if (typeof data === 'object' && data !== null && 'gases' in data) {
    const table = gwpTableSchema.parse(data);
    await tx.delete(gwpValues);
    await tx
      .insert(gwpValues)
      .values(Object.entries(table.gases).map(([gas, values]) => ({ gas, ...values })));
    return;
  }
  if (typeof data === 'object' && data !== null && 'blends' in data) {
    const table = refrigerantBlendTableSchema.parse(data);
    await tx.delete(refrigerantBlends);
    await tx.insert(refrigerantBlends).values(table.blends);
    return;
  }
  throw new FactorLibraryError(`${file.file}: not a factor file, GWP table or refrigerant blend table.`);
}

/** Refuses a new version of a file in which a loaded factor id stands for another value. */
async function assertValuesKept(
  tx: Transaction,
  fileName: string,
  rows: readonly { id: string; value: number | null }[],
): Promise<void> {
  const loaded = await tx
    .select({ id: factors.id, value: factors.value })
    .from(factors)
    .where(eq(factors.libraryFile, fileName));
  if (loaded.length === 0) return;
  const valueById = new Map(loaded.map((row) => [row.id, row.value]));
  const changed = rows.filter((row) => valueById.has(row.id) && valueById.get(row.id) !== row.value);
  const [first] = changed;
  if (!first) return;
  throw new FactorLibraryError(
    `${fileName}: ${changed.length} factor(s) keep their id but change their value ` +
      `(first: ${first.id}, ${valueById.get(first.id)} → ${first.value}). Results cite factors by id, so ` +
      'a corrected publication must be a new edition with its own ids.',
  );
}

/** Reads and checks every line, so a malformed factor stops the start instead of landing in the table. */
function parseFactorLines(fileName: string, text: string): NormalizedFactor[] {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  return lines.map((line, index) => {
    const parsed = normalizedFactorSchema.safeParse(JSON.parse(line));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new FactorLibraryError(
        `${fileName} line ${index + 1}: ${issue?.path.join('.') ?? ''} ${issue?.message ?? 'is invalid'}`,
      );
    }
    return parsed.data;
  });
}

async function recordEdition(tx: Transaction, file: FactorLibraryFile): Promise<void> {
  const values = {
    libraryFile: file.file,
    sources: file.sources,
    edition: file.edition,
    contents: file.contents,
    licence: file.licence,
    attribution: file.attribution,
    rowCount: file.rows,
    sha256: file.sha256,
    loadedAt: new Date(),
  };
  await tx
    .insert(factorEditions)
    .values(values)
    .onConflictDoUpdate({ target: factorEditions.libraryFile, set: values });
}

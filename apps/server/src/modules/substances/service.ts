import {
  MAX_SUBSTANCE_FILE_BYTES,
  parseSubstanceTable,
  readSpreadsheet,
  SpreadsheetFileError,
  type Substance,
  SubstanceListFormatError,
  type SubstanceListParse,
} from '@carbon-ledger/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { substanceLists, substances } from '../../db/schema/substances.ts';
import { AppError } from '../../http/app-error.ts';

/** ECHA's candidate list has a few hundred rows; anything near this is not that list. */
const MAX_SUBSTANCE_ROWS = 20_000;

/**
 * Reads an uploaded substance list (CSV or XLSX) with the one spreadsheet reader and its limits. A file
 * over MAX_SUBSTANCE_FILE_BYTES answers 413; one that is no spreadsheet, damaged, or without a
 * "Substance name" header answers 400 naming why (`details[0].message` is the reason's code).
 */
export function readSubstanceFile(bytes: Uint8Array, fileName: string): SubstanceListParse {
  if (bytes.length === 0) {
    throw new AppError('VALIDATION_FAILED', 'The file is empty.', [{ path: 'file', message: 'empty' }]);
  }
  if (bytes.length > MAX_SUBSTANCE_FILE_BYTES) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `The file is larger than ${MAX_SUBSTANCE_FILE_BYTES / (1024 * 1024)} MB.`,
      [{ path: 'file', message: 'tooLarge' }],
    );
  }
  try {
    const table = readSpreadsheet(bytes, fileName, {
      maxBytes: MAX_SUBSTANCE_FILE_BYTES,
      maxRows: MAX_SUBSTANCE_ROWS,
    });
    return parseSubstanceTable(table);
  } catch (error) {
    if (error instanceof SpreadsheetFileError) {
      throw new AppError('VALIDATION_FAILED', `The file cannot be read (${error.code}).`, [
        { path: 'file', message: error.code },
      ]);
    }
    if (error instanceof SubstanceListFormatError) {
      throw new AppError('VALIDATION_FAILED', error.message, [{ path: 'file', message: 'noHeader' }]);
    }
    throw error;
  }
}

const INSERT_CHUNK_ROWS = 2_000;

/** Lower-case name and numbers, one string a search looks into. */
const toSearchText = (substance: Substance) =>
  [substance.name.toLowerCase(), ...substance.ecNumbers, ...substance.casNumbers].join('\n');

/**
 * Replaces the loaded substance list with the file's substances: one transaction, so the list is the
 * old one or the new one, never a mix.
 */
export async function replaceSubstanceList(
  db: Database,
  input: { fileName: string; substances: readonly Substance[]; userId: string },
): Promise<void> {
  if (input.substances.length === 0) {
    throw new AppError('VALIDATION_FAILED', 'The file holds no substance that could be read.', [
      { path: 'file', message: 'noSubstances' },
    ]);
  }
  const list = input.substances;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('substance-list'))`);
    await tx.delete(substances);
    // Multi-row inserts, a few thousand rows each (a statement takes at most 65,535 parameters).
    for (let start = 0; start < list.length; start += INSERT_CHUNK_ROWS) {
      await tx.insert(substances).values(
        list.slice(start, start + INSERT_CHUNK_ROWS).map((substance, offset) => ({
          id: substance.id,
          position: start + offset,
          name: substance.name,
          ecNumbers: [...substance.ecNumbers],
          casNumbers: [...substance.casNumbers],
          searchText: toSearchText(substance),
        })),
      );
    }
    const row = {
      fileName: input.fileName,
      substanceCount: list.length,
      loadedBy: input.userId,
      loadedAt: new Date(),
    };
    await tx
      .insert(substanceLists)
      .values({ key: 'current', ...row })
      .onConflictDoUpdate({ target: substanceLists.key, set: row });
  });
}

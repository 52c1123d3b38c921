import { randomUUID } from 'node:crypto';
import { CUSTOM_FACTOR_ROWS_MAX, type CustomFactorIssue, type DisplayLocale } from '@carbon-ledger/core';
import { and, eq } from 'drizzle-orm';
import { insertInChunks } from '../../db/bulk-insert.ts';
import type { Database } from '../../db/client.ts';
import { companyFactors } from '../../db/schema/factors.ts';
import { AppError } from '../../http/app-error.ts';
import { FactorSheetError } from './factor-sheet-error.ts';
import { type FactorFile, readFactorFile } from './read-factor-file.ts';

export type CustomFactorImport = {
  companyId: string;
  file: FactorFile;
  fileName?: string | undefined;
  /** The locale the file's text numbers are written in; without it the file's delimiter decides. */
  numberLocale?: DisplayLocale | undefined;
};

function describeIssues(issues: CustomFactorIssue[]): AppError {
  return new AppError(
    'VALIDATION_FAILED',
    'The file has problems (the first 100 are listed); nothing was imported.',
    issues.map((issue) => ({
      path: `rows.${issue.row}${issue.column ? `.${issue.column}` : ''}`,
      message: `Row ${issue.row}${issue.column ? `, column ${issue.column}` : ''}: ${issue.message}`,
    })),
  );
}

/** A workbook that cannot be read: 400 with a detail naming the problem (`xlsx.<problem>`) or the cell. */
function describeSpreadsheetError(error: FactorSheetError): AppError {
  if (error.problem === 'tooManyRows') return new AppError('PAYLOAD_TOO_LARGE', error.message);
  if (error.cell) return describeIssues([{ ...error.cell, message: error.message }]);
  return new AppError('VALIDATION_FAILED', error.message, [
    { path: `xlsx.${error.problem}`, message: error.message },
  ]);
}

async function readFile(input: CustomFactorImport, now: Date) {
  try {
    return await readFactorFile(input.file, {
      companyId: input.companyId,
      createId: () => `custom:${randomUUID()}`,
      defaultEdition: now.toISOString().slice(0, 10),
      defaultYear: now.getUTCFullYear(),
      fileName: input.fileName,
      numberLocale: input.numberLocale,
    });
  } catch (error) {
    if (error instanceof FactorSheetError) throw describeSpreadsheetError(error);
    throw error;
  }
}

/**
 * Imports a company's factor file: every row is checked first and any problem answers 400 naming row and
 * column with nothing stored; otherwise all rows are stored in one transaction (set-based, in chunks).
 */
export async function importCustomFactors(db: Database, input: CustomFactorImport, now = new Date()) {
  const { factors, issues } = await readFile(input, now);
  if (issues.length > 0) throw describeIssues(issues);
  if (factors.length > CUSTOM_FACTOR_ROWS_MAX) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `The file has ${factors.length} factors; at most ${CUSTOM_FACTOR_ROWS_MAX} can be imported at once.`,
    );
  }
  const rows = factors.map((factor) => ({ ...factor, companyId: input.companyId }));
  await db.transaction(async (tx) => {
    await insertInChunks(tx, companyFactors, rows);
  });
  return rows;
}

/** Deletes one of the company's own factors; another company's id (or an unknown one) answers 404. */
export async function deleteCustomFactor(db: Database, companyId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(companyFactors)
    .where(and(eq(companyFactors.companyId, companyId), eq(companyFactors.id, id)))
    .returning({ id: companyFactors.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'This factor does not exist.');
}

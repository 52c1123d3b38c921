import {
  BULK_IMPORT_CHUNK_SIZE,
  type BulkImportError,
  type BulkImportPreviewRow,
  type BulkImportRequest,
  type BulkImportResponse,
  type BulkImportRow,
} from '@carbon-ledger/core';

/** A row error with its index in the whole file's rows (the server counts within its chunk). */
export type ImportRowError = BulkImportError & { fileRowIndex: number };

export type ImportRunOutcome = {
  numChunks: number;
  /** Chunks that landed (a real upload) or were checked (a preview), from the first one. */
  numChunksDone: number;
  preview: (BulkImportPreviewRow & { fileRowIndex: number })[];
  errors: ImportRowError[];
  /** Rows that added a result, updated the result they were exported from, or left it as it was. */
  numCreated: number;
  numUpdated: number;
  numUnchanged: number;
  /** The chunk that failed: its rows and every later one were not stored. Null when all went through. */
  failedChunk: number | null;
  /** Why it failed: refused rows, or a call that did not answer (network, server error). */
  failure: 'rows' | 'call' | null;
};

/** Splits rows into the chunks the server takes (spec section 9: 1000). */
export function splitIntoChunks<T>(rows: readonly T[], size = BULK_IMPORT_CHUNK_SIZE): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < rows.length; start += size) chunks.push(rows.slice(start, start + size));
  return chunks;
}

/**
 * Sends the rows chunk by chunk, one after the other. A preview checks every chunk and gathers every
 * row error. A real upload stops at the first chunk that is refused or not answered: the chunks before it
 * landed whole, it and the later ones did not, and `startChunk` resumes from it. Rows an earlier upload
 * stored, or that match the result they were exported from, are left alone by the server, so resuming or
 * repeating an upload never doubles a row.
 */
export async function runImportChunks(args: {
  rows: readonly BulkImportRow[];
  request: Omit<BulkImportRequest, 'bulkRequests' | 'isPreview'>;
  isPreview: boolean;
  send: (request: BulkImportRequest) => Promise<BulkImportResponse>;
  startChunk?: number;
  onProgress?: (numChunksDone: number, numChunks: number) => void;
}): Promise<ImportRunOutcome> {
  const chunks = splitIntoChunks(args.rows);
  const startChunk = args.startChunk ?? 0;
  const outcome: ImportRunOutcome = {
    numChunks: chunks.length,
    numChunksDone: startChunk,
    preview: [],
    errors: [],
    numCreated: 0,
    numUpdated: 0,
    numUnchanged: 0,
    failedChunk: null,
    failure: null,
  };
  for (let index = startChunk; index < chunks.length; index += 1) {
    const offset = index * BULK_IMPORT_CHUNK_SIZE;
    let answer: BulkImportResponse;
    try {
      answer = await args.send({
        ...args.request,
        isPreview: args.isPreview,
        bulkRequests: chunks[index] ?? [],
      });
    } catch {
      return { ...outcome, failedChunk: index, failure: 'call' };
    }
    outcome.errors.push(
      ...answer.errors.map((error) => ({ ...error, fileRowIndex: offset + error.rowIndex })),
    );
    outcome.preview.push(...answer.preview.map((row) => ({ ...row, fileRowIndex: offset + row.rowIndex })));
    if (!args.isPreview && answer.errors.length > 0)
      return { ...outcome, failedChunk: index, failure: 'rows' };
    outcome.numCreated += answer.numCreated;
    outcome.numUpdated += answer.numUpdated;
    outcome.numUnchanged += answer.numUnchanged;
    outcome.numChunksDone = index + 1;
    args.onProgress?.(outcome.numChunksDone, chunks.length);
  }
  return outcome;
}

import {
  BULK_IMPORT_CHUNK_SIZE,
  BULK_IMPORT_PREVIEW_IN_FLIGHT,
  BULK_IMPORT_UPLOAD_IN_FLIGHT,
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
 * Sends the rows in chunks, with a few in flight (the server computes one while the database answers for
 * another), and takes their answers in the file's order. A preview checks every chunk and gathers every
 * row error; it stores nothing. A real upload numbers its chunks in one upload run (`uploadRun`): the
 * server stores them in that order and, once a chunk is refused or fails, stores none of the later ones.
 * The upload stops at the first chunk that is refused or not answered: the chunks before it landed whole,
 * and `startChunk` resumes from it as a new run. Rows an earlier upload stored, or that match the result
 * they were exported from, are left alone by the server, so resuming or repeating an upload never
 * doubles a row (a chunk whose answer was lost may have landed: resuming then leaves its rows alone).
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
  const numInFlight = args.isPreview ? BULK_IMPORT_PREVIEW_IN_FLIGHT : BULK_IMPORT_UPLOAD_IN_FLIGHT;
  const runId = args.isPreview ? undefined : crypto.randomUUID();
  // Answers in the order the chunks were sent; a call that fails settles as undefined.
  const pending: Promise<BulkImportResponse | undefined>[] = [];
  let nextChunk = startChunk;
  const sendNext = () => {
    const bulkRequests = chunks[nextChunk] ?? [];
    const uploadRun = runId === undefined ? undefined : { id: runId, chunk: nextChunk - startChunk };
    nextChunk += 1;
    pending.push(
      args
        .send({ ...args.request, isPreview: args.isPreview, bulkRequests, ...(uploadRun && { uploadRun }) })
        .catch(() => undefined),
    );
  };
  while (pending.length < numInFlight && nextChunk < chunks.length) sendNext();
  for (let index = startChunk; index < chunks.length; index += 1) {
    const offset = index * BULK_IMPORT_CHUNK_SIZE;
    const answer = await pending.shift();
    // A later chunk in flight is dropped: a preview's stored nothing, an upload's was refused with it.
    if (!answer) return { ...outcome, failedChunk: index, failure: 'call' };
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
    if (nextChunk < chunks.length) sendNext();
  }
  return outcome;
}

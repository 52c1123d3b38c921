import {
  BULK_IMPORT_PREVIEW_IN_FLIGHT,
  type BulkImportRequest,
  type BulkImportResponse,
  type BulkImportRow,
} from '@carbon-ledger/core';
import { describe, expect, it } from 'vitest';
import { runImportChunks, splitIntoChunks } from './run-import.ts';

const INSTANCE = '00000000-0000-4000-8000-000000000001';
const row = (index: number): BulkImportRow => ({
  instance: INSTANCE,
  formOptionId: 'stationary-natural-gas-kwh',
  emissionActivityInputs: [{ fieldId: 'energy', value: index, unit: 'kWh' }],
  name: `Row ${index}`,
  sheetRow: index + 3,
  importKey: `key-${String(index).padStart(16, '0')}`,
});

const answer = (extra: Partial<BulkImportResponse> = {}): BulkImportResponse => ({
  results: [],
  preview: [],
  numCreated: 0,
  numUpdated: 0,
  numUnchanged: 0,
  formSectionAggregations: {},
  errors: [],
  ...extra,
});

const request = { baseQuery: { instances: [INSTANCE] }, generatedFromFile: 'f.xlsx', lang: 'en' as const };

describe('splitIntoChunks', () => {
  it.each([
    [0, []],
    [1, [1]],
    [1000, [1000]],
    [1001, [1000, 1]],
    [2500, [1000, 1000, 500]],
  ])('splits %i rows into chunks of %j', (count, sizes) => {
    const rows = Array.from({ length: count }, (_, index) => index);
    expect(splitIntoChunks(rows).map((chunk) => chunk.length)).toEqual(sizes);
  });
});

describe('runImportChunks', () => {
  const rows = Array.from({ length: 2500 }, (_, index) => row(index));

  it('stops a real upload at the refused chunk and says which chunks landed', async () => {
    const sent: BulkImportRequest[] = [];
    const outcome = await runImportChunks({
      rows,
      request,
      isPreview: false,
      send: async (body) => {
        sent.push(body);
        if (sent.length === 2) {
          return answer({
            errors: [
              {
                rowIndex: 4,
                sheetRow: 1007,
                isChild: false,
                childIndex: null,
                rowName: 'Row 1004',
                message: 'x',
              },
            ],
          });
        }
        return answer({ numCreated: 990, numUpdated: 4, numUnchanged: 6 });
      },
    });
    // The third chunk went out while the second was in flight; the server refuses it with its run.
    expect(sent.map((body) => body.bulkRequests.length)).toEqual([1000, 1000, 500]);
    expect(outcome).toMatchObject({ numChunks: 3, numChunksDone: 1, failedChunk: 1, failure: 'rows' });
    expect(outcome.errors.map((error) => [error.fileRowIndex, error.sheetRow])).toEqual([[1004, 1007]]);
    expect([outcome.numCreated, outcome.numUpdated, outcome.numUnchanged]).toEqual([990, 4, 6]);
  });

  it('keeps two upload chunks in flight, numbered in one run, and resumes as a new run', async () => {
    const runs: { id: string; chunk: number }[] = [];
    let inFlight = 0;
    let mostInFlight = 0;
    const send = async (body: BulkImportRequest) => {
      if (body.uploadRun) runs.push(body.uploadRun);
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      await new Promise((settle) => setTimeout(settle, 5));
      inFlight -= 1;
      return answer();
    };
    await runImportChunks({ rows, request, isPreview: false, send });
    expect(mostInFlight).toBe(2);
    expect(runs.map((run) => run.chunk)).toEqual([0, 1, 2]);
    expect(new Set(runs.map((run) => run.id)).size).toBe(1);

    runs.length = 0;
    await runImportChunks({ rows, request, isPreview: false, send, startChunk: 1 });
    expect(runs.map((run) => run.chunk)).toEqual([0, 1]);
    const firstRun = runs[0]?.id;
    expect(firstRun).toMatch(/^[0-9a-f-]{36}$/);

    runs.length = 0;
    await runImportChunks({ rows, request, isPreview: true, send });
    expect(runs).toEqual([]);
  });

  it('adds up what every chunk of an upload added, updated and left alone', async () => {
    const outcome = await runImportChunks({
      rows,
      request,
      isPreview: false,
      send: async (body) =>
        answer({ numCreated: body.bulkRequests.length - 2, numUpdated: 1, numUnchanged: 1 }),
    });
    expect(outcome).toMatchObject({ numChunksDone: 3, failedChunk: null });
    expect([outcome.numCreated, outcome.numUpdated, outcome.numUnchanged]).toEqual([2494, 3, 3]);
  });

  it('resumes from a chunk and reports a call that did not answer', async () => {
    const firstRows: string[] = [];
    const outcome = await runImportChunks({
      rows,
      request,
      isPreview: false,
      startChunk: 1,
      send: async (body) => {
        firstRows.push(String(body.bulkRequests[0]?.name ?? ''));
        if (firstRows.length === 2) throw new Error('offline');
        return answer();
      },
    });
    expect(firstRows).toEqual(['Row 1000', 'Row 2000']);
    expect(outcome).toMatchObject({ numChunksDone: 2, failedChunk: 2, failure: 'call' });
  });

  it('checks every chunk in a preview and gathers all row errors with file indexes', async () => {
    const progress: number[] = [];
    const outcome = await runImportChunks({
      rows,
      request,
      isPreview: true,
      onProgress: (done) => progress.push(done),
      send: async (body) =>
        answer({
          errors: [
            {
              rowIndex: 0,
              sheetRow: body.bulkRequests[0]?.sheetRow ?? 1,
              isChild: false,
              childIndex: null,
              rowName: '',
              message: 'x',
            },
          ],
        }),
    });
    expect(progress).toEqual([1, 2, 3]);
    expect(outcome.failedChunk).toBeNull();
    expect(outcome.errors.map((error) => error.fileRowIndex)).toEqual([0, 1000, 2000]);
  });

  it('keeps three preview chunks in flight, no more, and takes their answers in the file order', async () => {
    // Five chunks: more than may be in flight at once.
    const manyRows = Array.from({ length: 4500 }, (_, index) => row(index));
    let inFlight = 0;
    let mostInFlight = 0;
    const outcome = await runImportChunks({
      rows: manyRows,
      request,
      isPreview: true,
      send: async (body) => {
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        const first = body.bulkRequests[0]?.sheetRow ?? 0;
        // The first chunk answers last.
        await new Promise((resolve) => setTimeout(resolve, first === 3 ? 20 : 1));
        inFlight -= 1;
        return answer({
          preview: body.bulkRequests.slice(0, 1).map((sent) => ({
            rowIndex: 0,
            sheetRow: sent.sheetRow,
            name: String(sent.name),
            formOptionId: String(sent.formOptionId),
            c1: 'c',
            ghgScope: null,
            total: 0,
            factorsUsed: [],
            calculationIssue: null,
            change: 'new',
          })),
        });
      },
    });
    expect(mostInFlight).toBe(BULK_IMPORT_PREVIEW_IN_FLIGHT);
    expect(BULK_IMPORT_PREVIEW_IN_FLIGHT).toBe(3);
    expect(outcome.preview.map((entry) => [entry.fileRowIndex, entry.name])).toEqual([
      [0, 'Row 0'],
      [1000, 'Row 1000'],
      [2000, 'Row 2000'],
      [3000, 'Row 3000'],
      [4000, 'Row 4000'],
    ]);
  });

  it('reports the first preview chunk not answered and nothing of the chunks after it', async () => {
    const outcome = await runImportChunks({
      rows,
      request,
      isPreview: true,
      send: async (body) => {
        const first = body.bulkRequests[0]?.sheetRow ?? 0;
        if (first === 1003) {
          await new Promise((resolve) => setTimeout(resolve, 10));
          throw new Error('offline');
        }
        return answer({
          errors: [
            { rowIndex: 0, sheetRow: first, isChild: false, childIndex: null, rowName: '', message: 'x' },
          ],
        });
      },
    });
    expect(outcome).toMatchObject({ numChunksDone: 1, failedChunk: 1, failure: 'call' });
    expect(outcome.errors.map((error) => error.fileRowIndex)).toEqual([0]);
  });
});

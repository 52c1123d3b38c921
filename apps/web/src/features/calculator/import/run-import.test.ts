import type { BulkImportRequest, BulkImportResponse, BulkImportRow } from '@carbon-ledger/core';
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
    expect(sent.map((body) => body.bulkRequests.length)).toEqual([1000, 1000]);
    expect(outcome).toMatchObject({ numChunks: 3, numChunksDone: 1, failedChunk: 1, failure: 'rows' });
    expect(outcome.errors.map((error) => [error.fileRowIndex, error.sheetRow])).toEqual([[1004, 1007]]);
    expect([outcome.numCreated, outcome.numUpdated, outcome.numUnchanged]).toEqual([990, 4, 6]);
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
});

import type { BulkImportResponse, Result } from '@carbon-ledger/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInClient } from '../../test/session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  type CompanyClients,
  createProject,
  gasRow,
  manage,
  setUpCompanyClients,
} from '../calculator/test-kit.ts';

const api = '/api/company/calculator';
const url = `${api}/results/bulk-import/templates`;
const GAS = 0.18296 + 0.03021;

/** A line of an exported file as the browser sends it: the stored result's id and content. */
const exportedRow = (result: Result, sheetRow: number, extra: Record<string, unknown> = {}) => ({
  _id: result._id,
  instance: result.instance,
  formOptionId: result.formOptionId,
  name: result.name,
  isExcluded: result.isExcluded,
  isMarkedComplete: true,
  emissionActivityInputs: result.emissionActivityInputs.map(({ fieldId, value, unit }) => ({
    fieldId,
    value,
    unit,
  })),
  generatedFromFile: 'results.csv',
  sheetRow,
  importKey: `exported-${String(sheetRow).padStart(8, '0')}-${result._id}`,
  ...extra,
});

const body = (instance: string, rows: unknown[], isPreview = false) => ({
  baseQuery: { instances: [instance] },
  bulkRequests: rows,
  generatedFromFile: 'results.csv',
  aggregateFormSectionsForInstances: [instance],
  isPreview,
});

async function listResults(client: SignedInClient, instance: string): Promise<Result[]> {
  const response = await client.inject({
    method: 'POST',
    url: `${api}/results/list`,
    payload: { instances: [instance] },
  });
  return response.json().results;
}

const totalOf = (results: readonly Result[]) =>
  results.reduce((sum, result) => sum + result.figures.total, 0);

describe('importing an export back', () => {
  let testApp: TestApp;
  let acme: CompanyClients;
  let other: CompanyClients;

  beforeAll(async () => {
    testApp = await createTestApp({}, { isFactorLibraryLoaded: true });
    acme = await setUpCompanyClients(testApp.app);
    other = await setUpCompanyClients(testApp.app);
  }, 120_000);
  afterAll(() => testApp.close());

  const send = async (instance: string, rows: unknown[], isPreview = false): Promise<BulkImportResponse> => {
    const response = await acme.editor.inject({
      method: 'PUT',
      url,
      payload: body(instance, rows, isPreview),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  async function yearWithResults(name: string, kwhs: number[]): Promise<{ year: string; stored: Result[] }> {
    const { instanceId } = await createProject(acme.owner, { name, region: 'GB' });
    const toCreate = kwhs.map((kwh, index) => gasRow(instanceId, kwh, { name: `Boiler ${index + 1}` }));
    expect((await manage(acme.editor, { toCreate })).statusCode).toBe(200);
    return { year: instanceId, stored: await listResults(acme.viewer, instanceId) };
  }

  it('changes nothing when an untouched export is imported into its own year, and says so', async () => {
    const { year, stored } = await yearWithResults('Untouched', [1_000, 2_000, 3_000]);
    const rows = stored.map((result, index) => exportedRow(result, index + 2));
    const preview = await send(year, rows, true);
    expect(preview.errors).toEqual([]);
    expect(preview.preview.map((row) => row.change)).toEqual(['unchanged', 'unchanged', 'unchanged']);
    expect([preview.numCreated, preview.numUpdated, preview.numUnchanged]).toEqual([0, 0, 3]);

    const upload = await send(year, rows);
    expect([upload.numCreated, upload.numUpdated, upload.numUnchanged]).toEqual([0, 0, 3]);
    expect(upload.results).toEqual([]);
    const after = await listResults(acme.viewer, year);
    expect(after).toEqual(stored);
    expect(totalOf(after)).toBeCloseTo(6_000 * GAS, 6);
  });

  it('updates the changed rows in place, leaves the others alone and adds only the new ones', async () => {
    const { year, stored } = await yearWithResults('Edited', [1_000, 2_000]);
    const [first, second] = stored as [Result, Result];
    const edited = exportedRow(second, 3, {
      name: 'Boiler 2 (meter read)',
      emissionActivityInputs: [{ fieldId: 'energy', value: 2_500, unit: 'kWh' }],
    });
    const added = {
      ...gasRow(year, 400),
      name: 'New boiler',
      sheetRow: 4,
      importKey: 'new-row-0000000000004',
    };
    const rows = [exportedRow(first, 2), edited, added];
    const preview = await send(year, rows, true);
    expect(preview.preview.map((row) => [row.sheetRow, row.change])).toEqual([
      [2, 'unchanged'],
      [3, 'changed'],
      [4, 'new'],
    ]);

    const upload = await send(year, rows);
    expect([upload.numCreated, upload.numUpdated, upload.numUnchanged]).toEqual([1, 1, 1]);
    const after = await listResults(acme.viewer, year);
    expect(after).toHaveLength(3);
    expect(after.find((result) => result._id === first._id)).toEqual(first);
    const updated = after.find((result) => result._id === second._id);
    expect(updated?.name).toBe('Boiler 2 (meter read)');
    expect(updated?.figures.total).toBeCloseTo(2_500 * GAS, 6);
    expect(updated?.isMarkedComplete).toBe(true);
    expect(totalOf(after)).toBeCloseTo(3_900 * GAS, 6);

    const again = await send(year, rows, true);
    expect(again.preview.map((row) => row.change)).toEqual(['unchanged', 'unchanged', 'unchanged']);
  });

  it('creates new results when the export of one year is imported into another, once', async () => {
    const { year, stored } = await yearWithResults('Source', [1_000, 2_000]);
    const { instanceId: nextYear } = await createProject(acme.owner, { name: 'Next', region: 'GB' });
    const rows = stored.map((result, index) => exportedRow(result, index + 2, { instance: nextYear }));
    const preview = await send(nextYear, rows, true);
    expect(preview.preview.map((row) => row.change)).toEqual(['new', 'new']);
    const upload = await send(nextYear, rows);
    expect(upload.numCreated).toBe(2);
    const copies = await listResults(acme.viewer, nextYear);
    expect(copies.map((result) => result._id)).not.toContain(stored[0]?._id);
    expect(totalOf(copies)).toBeCloseTo(totalOf(stored), 6);
    expect(await listResults(acme.viewer, year)).toEqual(stored);

    const again = await send(nextYear, rows);
    expect([again.numCreated, again.numUpdated, again.numUnchanged]).toEqual([0, 0, 2]);
    expect(await listResults(acme.viewer, nextYear)).toHaveLength(2);
  });

  it('keeps sub-rows that did not change, with their ids, and replaces them when they did', async () => {
    const { instanceId } = await createProject(acme.owner, { name: 'With sub-rows', region: 'GB' });
    const child = (name: string, kwh: number) => ({ ...gasRow(instanceId, kwh), instance: undefined, name });
    const created = await manage(acme.editor, {
      toCreate: [{ ...gasRow(instanceId, 1_000), name: 'Boiler', children: [child('A', 3), child('B', 5)] }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const stored = await listResults(acme.viewer, instanceId);
    const parent = stored.find((result) => result.parent === null) as Result;
    const children = stored.filter((result) => result.parent === parent._id);
    const childRows = (list: Result[]) =>
      list.map((result) => ({
        formOptionId: result.formOptionId,
        name: result.name,
        isMarkedComplete: true,
        emissionActivityInputs: result.emissionActivityInputs.map(({ fieldId, value, unit }) => ({
          fieldId,
          value,
          unit,
        })),
      }));
    const line = (extra: Record<string, unknown>) =>
      exportedRow(parent, 2, { children: childRows(children), ...extra });

    expect((await send(instanceId, [line({})], true)).preview[0]?.change).toBe('unchanged');

    const moreGas = { emissionActivityInputs: [{ fieldId: 'energy', value: 2_000, unit: 'kWh' }] };
    const changed = await send(instanceId, [line(moreGas)]);
    expect([changed.numUpdated, changed.numCreated]).toEqual([1, 0]);
    const afterChange = await listResults(acme.viewer, instanceId);
    expect(
      afterChange
        .filter((result) => result.parent === parent._id)
        .map((result) => result._id)
        .sort(),
    ).toEqual(children.map((result) => result._id).sort());
    expect(totalOf(afterChange)).toBeCloseTo(2_008 * GAS, 6);

    const withoutB = line({
      ...moreGas,
      children: childRows(children.filter((result) => result.name === 'A')),
    });
    expect((await send(instanceId, [withoutB])).numUpdated).toBe(1);
    const afterDrop = await listResults(acme.viewer, instanceId);
    const kept = afterDrop.filter((result) => result.parent === parent._id);
    expect(kept.map((result) => result.name)).toEqual(['A']);
    expect(totalOf(afterDrop)).toBeCloseTo(2_003 * GAS, 6);
    expect((await send(instanceId, [withoutB], true)).preview[0]?.change).toBe('unchanged');
  });

  it('answers only the counts when asked for a summary, and stores the rows all the same', async () => {
    const { instanceId } = await createProject(acme.owner, { name: 'Summary', region: 'GB' });
    const rows = [1, 2].map((index) => ({
      ...gasRow(instanceId, 100 * index),
      name: `Row ${index}`,
      sheetRow: index + 1,
      importKey: `summary-row-${String(index).padStart(8, '0')}`,
    }));
    const response = await acme.editor.inject({
      method: 'PUT',
      url,
      payload: { ...body(instanceId, rows), isSummaryOnly: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ results: [], numCreated: 2, numUpdated: 0, errors: [] });
    expect(totalOf(await listResults(acme.viewer, instanceId))).toBeCloseTo(300 * GAS, 6);
  });

  it('never touches a result of another company or another year named by a row', async () => {
    const { year, stored } = await yearWithResults('Mine', [1_000]);
    const { year: otherYear, stored: otherStored } = await yearWithResults('My other year', [5_000]);
    const { instanceId: theirYear } = await createProject(other.owner, { name: 'Theirs', region: 'GB' });
    expect((await manage(other.editor, { toCreate: [gasRow(theirYear, 7_000)] })).statusCode).toBe(200);
    const [theirs] = await listResults(other.viewer, theirYear);
    if (!theirs || !otherStored[0]) throw new Error('fixtures missing');

    const rows = [
      exportedRow(theirs, 2, {
        instance: year,
        emissionActivityInputs: [{ fieldId: 'energy', value: 1, unit: 'kWh' }],
      }),
      exportedRow(otherStored[0], 3, {
        instance: year,
        emissionActivityInputs: [{ fieldId: 'energy', value: 2, unit: 'kWh' }],
      }),
    ];
    const preview = await send(year, rows, true);
    expect(preview.preview.map((row) => row.change)).toEqual(['new', 'new']);
    const upload = await send(year, rows);
    expect([upload.numCreated, upload.numUpdated]).toEqual([2, 0]);

    expect(await listResults(other.viewer, theirYear)).toEqual([theirs]);
    expect(await listResults(acme.viewer, otherYear)).toEqual(otherStored);
    const mine = await listResults(acme.viewer, year);
    expect(mine).toHaveLength(3);
    expect(mine.map((result) => result._id)).toEqual(expect.arrayContaining([stored[0]?._id]));
    expect(mine.map((result) => result._id)).not.toContain(theirs._id);
    expect(mine.map((result) => result._id)).not.toContain(otherStored[0]._id);
  });
});

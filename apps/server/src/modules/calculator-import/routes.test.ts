import type { BulkImportResponse } from '@carbon-ledger/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInClient } from '../../test/session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type CompanyClients, createProject, gasRow, setUpCompanyClients } from '../calculator/test-kit.ts';
import { api, body, importRow, listResults, url } from './test-kit.ts';

describe('bulk import of results', () => {
  let testApp: TestApp;
  let acme: CompanyClients;
  let other: CompanyClients;
  let year: string;
  let foreignYear: string;

  beforeAll(async () => {
    testApp = await createTestApp({}, { isFactorLibraryLoaded: true });
    acme = await setUpCompanyClients(testApp.app);
    other = await setUpCompanyClients(testApp.app);
    year = (await createProject(acme.owner, { name: 'HQ', region: 'GB' })).instanceId;
    foreignYear = (await createProject(other.owner, { name: 'Theirs' })).instanceId;
  }, 120_000);
  afterAll(() => testApp.close());

  const send = (client: SignedInClient, payload: object) => client.inject({ method: 'PUT', url, payload });

  it('answers 401 signed out, 403 to a viewer, 404 for another company’s year, 400 for a bad body', async () => {
    const payload = body([year], [importRow(year, 100, 3)], { isPreview: true });
    expect((await testApp.app.inject({ method: 'PUT', url, payload })).statusCode).toBe(401);
    expect((await send(acme.viewer, payload)).statusCode).toBe(403);
    const foreign = body([foreignYear], [importRow(foreignYear, 100, 3)], { isPreview: true });
    expect((await send(acme.editor, foreign)).statusCode).toBe(404);
    const aggregatingForeign = { ...payload, aggregateFormSectionsForInstances: [foreignYear] };
    expect((await send(acme.editor, aggregatingForeign)).statusCode).toBe(404);
    for (const [bad, path] of [
      [body([year], []), 'bulkRequests'],
      [body([year], [{ ...importRow(year, 1, 3), sheetRow: 0 }]), 'bulkRequests.0.sheetRow'],
      [body([year], [importRow(year, 1, 3)], { generatedFromFile: '' }), 'generatedFromFile'],
      [body([], [importRow(year, 1, 3)]), 'baseQuery.instances'],
    ] as const) {
      const response = await send(acme.editor, bad);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.details.map((detail: { path: string }) => detail.path)).toContain(path);
    }
    const tooMany = Array.from({ length: 1001 }, (_, index) => importRow(year, 1, index + 3));
    expect((await send(acme.editor, body([year], tooMany))).statusCode).toBe(400);
  });

  it('previews rows with their figures and errors without storing anything', async () => {
    const { instanceId } = await createProject(acme.owner, { name: 'Preview', region: 'GB' });
    const rows = [
      importRow(instanceId, 10_000, 3),
      importRow(instanceId, 5, 4, { emissionActivityInputs: [{ fieldId: 'energy', value: 5, unit: 'kg' }] }),
      importRow(foreignYear, 1, 5),
    ];
    const response = await send(acme.editor, body([instanceId], rows, { isPreview: true, lang: 'de' }));
    expect(response.statusCode, response.body).toBe(200);
    const answer: BulkImportResponse = response.json();
    expect(answer.results).toEqual([]);
    expect(answer.preview.map((row) => [row.rowIndex, row.sheetRow, row.c1])).toEqual([[0, 3, 'scope-1']]);
    // 10,000 kWh of natural gas, DESNZ 2025 (GB): 0.18296 kg/kWh in Scope 1 plus 0.03021 well-to-tank.
    expect(answer.preview[0]?.figures?.total).toBeCloseTo(2131.7, 6);
    expect(answer.errors).toEqual([
      {
        rowIndex: 1,
        sheetRow: 4,
        isChild: false,
        childIndex: null,
        rowName: 'Boiler 4',
        message: expect.stringMatching(/^amounts\.0\.unit: /),
      },
      {
        rowIndex: 2,
        sheetRow: 5,
        isChild: false,
        childIndex: null,
        rowName: 'Boiler 5',
        message: 'wurde keiner Einheit zugeordnet.',
      },
    ]);
    expect(await listResults(acme.viewer, instanceId)).toEqual([]);
  });

  it('names the factors and figures of a preview row, unless the preview asks for a summary of its total', async () => {
    const rows = [importRow(year, 10_000, 3)];
    const full: BulkImportResponse = (
      await send(acme.editor, body([year], rows, { isPreview: true }))
    ).json();
    expect(full.preview[0]?.factorsUsed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ part: 'direct', value: 0.18296, edition: expect.stringMatching(/2025/) }),
      ]),
    );
    const summaryBody = body([year], rows, { isPreview: true, isSummaryOnly: true });
    const summary: BulkImportResponse = (await send(acme.editor, summaryBody)).json();
    expect(summary.preview[0]).not.toHaveProperty('factorsUsed');
    expect(summary.preview[0]).not.toHaveProperty('figures');
    const [fullRow] = full.preview;
    if (!fullRow) throw new Error('the full preview has no row');
    const { factorsUsed: _factors, figures, ...shown } = fullRow;
    expect(summary.preview[0]).toEqual(shown);
    // 10,000 kWh of natural gas: 0.18296 kg/kWh burnt and 0.03021 kg/kWh upstream, the total a summary
    // row still carries.
    expect(shown.total).toBeCloseTo(10_000 * (0.18296 + 0.03021), 6);
    expect(shown.total).toBe(figures?.total);
  });

  it('stores a chunk whole, marked complete and tied to its file, and never doubles it', async () => {
    const { instanceId } = await createProject(acme.owner, { name: 'Upload', region: 'GB' });
    const rows = [importRow(instanceId, 10_000, 3), importRow(instanceId, 2_000, 4)];
    const first = await send(acme.editor, body([instanceId], rows));
    expect(first.statusCode, first.body).toBe(200);
    const answer: BulkImportResponse = first.json();
    expect(answer.errors).toEqual([]);
    expect(answer.results).toHaveLength(2);
    expect(answer.formSectionAggregations['scope-1']?.totalCo2).toBeCloseTo(12_000 * 0.18296, 6);
    const stored = await listResults(acme.viewer, instanceId);
    expect(stored.map((row) => [row.name, row.isMarkedComplete, row.generatedFromFile])).toEqual([
      ['Boiler 3', true, 'energy.xlsx'],
      ['Boiler 4', true, 'energy.xlsx'],
    ]);

    const again = await send(acme.editor, body([instanceId], rows));
    expect(again.json()).toMatchObject({ results: [], numCreated: 0, numUnchanged: 2, errors: [] });
    const preview = await send(acme.editor, body([instanceId], rows, { isPreview: true }));
    expect(preview.json().preview.map((row: { change: string }) => row.change)).toEqual([
      'unchanged',
      'unchanged',
    ]);
    expect(await listResults(acme.viewer, instanceId)).toHaveLength(2);
  });

  it('stores only the new rows of a chunk when an earlier upload stored the others', async () => {
    const { instanceId } = await createProject(acme.owner, { name: 'Partly stored', region: 'GB' });
    const rows = [importRow(instanceId, 10_000, 3), importRow(instanceId, 2_000, 4)];
    await send(acme.editor, body([instanceId], rows));
    // Built before its turn as all new, the chunk meets the stored keys and is planned row by row.
    const grown = [...rows, importRow(instanceId, 500, 5)];
    const again = await send(acme.editor, body([instanceId], grown, { isSummaryOnly: true }));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ numCreated: 1, numUnchanged: 2, errors: [] });
    const stored = await listResults(acme.viewer, instanceId);
    expect(stored.map((row) => row.name)).toEqual(['Boiler 3', 'Boiler 4', 'Boiler 5']);
  });

  it('stores a new row with its sub-rows in one go, and leaves both alone when the file comes again', async () => {
    const { instanceId } = await createProject(acme.owner, { name: 'New with sub-rows', region: 'GB' });
    const child = (name: string, kwh: number) => ({ ...gasRow(instanceId, kwh), instance: undefined, name });
    const rows = [
      importRow(instanceId, 1_000, 3, { children: [child('A', 3), child('B', 5)] }),
      importRow(instanceId, 2_000, 4),
    ];
    const first = await send(acme.editor, body([instanceId], rows, { isSummaryOnly: true }));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ numCreated: 2, errors: [] });
    const stored = await listResults(acme.viewer, instanceId);
    const parent = stored.find((result) => result.name === 'Boiler 3');
    expect(stored.filter((result) => result.parent === parent?._id).map((result) => result.name)).toEqual([
      'A',
      'B',
    ]);
    // 1,008 kWh of gas in the first row with its sub-rows, 2,000 kWh in the second: DESNZ 2025 (GB),
    // 0.18296 kg/kWh in Scope 1 plus 0.03021 well-to-tank.
    const total = stored.reduce((sum, result) => sum + result.figures.total, 0);
    expect(total).toBeCloseTo(3_008 * (0.18296 + 0.03021), 6);

    const again = await send(acme.editor, body([instanceId], rows, { isSummaryOnly: true }));
    expect(again.json()).toMatchObject({ numCreated: 0, numUnchanged: 2, errors: [] });
    expect((await listResults(acme.viewer, instanceId)).map((result) => result._id).sort()).toEqual(
      stored.map((result) => result._id).sort(),
    );
  });

  it('stores nothing of a chunk with one refused row', async () => {
    const { instanceId } = await createProject(acme.owner, { name: 'Refused', region: 'GB' });
    const rows = [
      importRow(instanceId, 10, 3),
      importRow(instanceId, 10, 4, { formOptionId: 'no-such-option' }),
    ];
    const response = await send(acme.editor, body([instanceId], rows));
    expect(response.statusCode).toBe(200);
    const answer: BulkImportResponse = response.json();
    expect(answer.results).toEqual([]);
    expect(answer.errors).toMatchObject([{ rowIndex: 1, sheetRow: 4, message: /^level\.0: / }]);
    expect(await listResults(acme.viewer, instanceId)).toEqual([]);
  });

  it('stores nothing of a full chunk whose refused row comes after rows already written', async () => {
    const { instanceId } = await createProject(acme.owner, { name: 'Refused late', region: 'GB' });
    const rows = Array.from({ length: 1000 }, (_, index) => importRow(instanceId, 10 + index, index + 3));
    // Found only when its part is computed, while the parts before it are being inserted.
    rows[950] = { ...rows[950], formOptionId: 'no-such-option' } as (typeof rows)[number];
    const response = await send(acme.editor, body([instanceId], rows, { isSummaryOnly: true }));
    expect(response.statusCode, response.body).toBe(200);
    const answer: BulkImportResponse = response.json();
    expect(answer.errors).toMatchObject([{ rowIndex: 950, sheetRow: 953, message: /^level\.0: / }]);
    expect([answer.numCreated, answer.numUpdated, answer.numUnchanged]).toEqual([0, 0, 0]);
    expect(await listResults(acme.viewer, instanceId)).toEqual([]);
  });

  it('stores a full chunk in the order of the file', async () => {
    const { instanceId } = await createProject(acme.owner, { name: 'In order', region: 'GB' });
    const rows = Array.from({ length: 1000 }, (_, index) => importRow(instanceId, 10 + index, index + 3));
    const response = await send(acme.editor, body([instanceId], rows, { isSummaryOnly: true }));
    expect(response.json()).toMatchObject({ numCreated: 1000, errors: [] });
    const stored = await listResults(acme.viewer, instanceId);
    expect(stored.map((row) => row.name)).toEqual(rows.map((row) => row.name));
  });

  it('refuses only the rows with an over-long name or notes, not their whole chunk', async () => {
    const { instanceId } = await createProject(acme.owner, { name: 'Row by row', region: 'GB' });
    const rows = Array.from({ length: 1000 }, (_, index) => importRow(instanceId, 10, index + 3));
    rows[1] = { ...rows[1], name: 'x'.repeat(201) } as (typeof rows)[number];
    rows[2] = { ...rows[2], notes: 'y'.repeat(4001) } as (typeof rows)[number];
    // Far into the chunk: an upload checks its rows in slices, each row still named by its own index.
    rows[450] = { ...rows[450], name: 'z'.repeat(201) } as (typeof rows)[number];
    const expected = [
      [1, 4, 201, 'name: This text is too long.'],
      [2, 5, 8, 'notes: This text is too long.'],
      [450, 453, 201, 'name: This text is too long.'],
    ];
    const errorsOf = (answer: BulkImportResponse) =>
      answer.errors.map((error) => [error.rowIndex, error.sheetRow, error.rowName.length, error.message]);
    const preview = await send(acme.editor, body([instanceId], rows, { isPreview: true }));
    expect(preview.statusCode, preview.body).toBe(200);
    const answer: BulkImportResponse = preview.json();
    expect(errorsOf(answer)).toEqual(expected);
    expect(answer.preview).toHaveLength(997);
    expect(answer.numCreated).toBe(997);

    const upload = await send(acme.editor, body([instanceId], rows));
    expect(errorsOf(upload.json())).toEqual(expected);
    expect(await listResults(acme.viewer, instanceId)).toEqual([]);
  });

  it('refuses rows dated outside their year or starting after they end', async () => {
    const { instanceId } = await createProject(acme.owner, { name: 'Dated', region: 'GB', year: 2025 });
    const rows = [
      importRow(instanceId, 10, 3, { startDate: '2025-03-01', endDate: '2025-02-28' }),
      importRow(instanceId, 10, 4, { startDate: '2024-12-31' }),
      importRow(instanceId, 10, 5, { endDate: '2026-01-01' }),
      importRow(instanceId, 10, 6, { startDate: '2025-01-01', endDate: '2025-12-31' }),
    ];
    const response = await send(acme.editor, body([instanceId], rows, { lang: 'de' }));
    expect(response.statusCode, response.body).toBe(200);
    const answer: BulkImportResponse = response.json();
    expect(answer.errors.map((error) => [error.sheetRow, error.message])).toEqual([
      [3, 'startDate: Das Startdatum liegt nach dem Enddatum.'],
      [4, 'startDate, endDate: Die Daten müssen im Jahr liegen (2025-01-01 bis 2025-12-31).'],
      [5, 'startDate, endDate: Die Daten müssen im Jahr liegen (2025-01-01 bis 2025-12-31).'],
    ]);
    expect(answer.results).toEqual([]);
    expect(await listResults(acme.viewer, instanceId)).toEqual([]);
  });

  it('refuses an import into a frozen year with 409', async () => {
    const { instanceId } = await createProject(acme.owner, { name: 'Frozen', region: 'GB' });
    await acme.admin.inject({ method: 'POST', url: `${api}/instances/${instanceId}/freeze` });
    const response = await send(acme.editor, body([instanceId], [importRow(instanceId, 1, 3)]));
    expect(response.statusCode).toBe(409);
    expect(await listResults(acme.viewer, instanceId)).toEqual([]);
  });
});

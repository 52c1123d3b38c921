import type { Result } from '@carbon-ledger/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type CompanyClients, createProject, gasRow, setUpCompanyClients } from '../calculator/test-kit.ts';
import { findStoredImportKeys, storedImportKeysQuery, storedKeyOf } from './import-queries.ts';

const api = '/api/company/calculator';

describe('stored import keys and the rows an upload writes', () => {
  let testApp: TestApp;
  let acme: CompanyClients;
  let other: CompanyClients;
  let year: string;
  let secondYear: string;
  let foreignYear: string;

  const upload = (clients: CompanyClients, instance: string, rows: Record<string, unknown>[]) =>
    clients.editor.inject({
      method: 'PUT',
      url: `${api}/results/bulk-import/templates`,
      payload: {
        baseQuery: { instances: [instance] },
        bulkRequests: rows.map((row, index) => ({
          ...gasRow(instance, 100 + index),
          sheetRow: index + 4,
          ...row,
        })),
        generatedFromFile: 'keys.xlsx',
        isSummaryOnly: true,
      },
    });

  beforeAll(async () => {
    testApp = await createTestApp({}, { isFactorLibraryLoaded: true });
    acme = await setUpCompanyClients(testApp.app);
    other = await setUpCompanyClients(testApp.app);
    year = (await createProject(acme.owner, { name: 'HQ' })).instanceId;
    secondYear = (await createProject(acme.owner, { name: 'Plant' })).instanceId;
    foreignYear = (await createProject(other.owner, { name: 'Theirs' })).instanceId;
  }, 120_000);
  afterAll(() => testApp.close());

  it('finds a key only in the company and the years asked for, whatever the case of their ids', async () => {
    expect((await upload(acme, year, [{ importKey: 'shared-key-000001' }])).json().numCreated).toBe(1);
    expect((await upload(other, foreignYear, [{ importKey: 'shared-key-000001' }])).json().numCreated).toBe(
      1,
    );
    const db = testApp.app.database.db;
    const keys = ['shared-key-000001', 'absent-key-0000001'];
    const found = await db.transaction((tx) =>
      findStoredImportKeys(tx, acme.companyId.toUpperCase(), [year.toUpperCase(), secondYear], keys),
    );
    expect([...found]).toEqual([storedKeyOf(year, 'shared-key-000001')]);
    const elsewhere = await db.transaction((tx) =>
      findStoredImportKeys(tx, acme.companyId, [secondYear], keys),
    );
    expect(elsewhere.size).toBe(0);
  });

  it('probes the import-key index per key, never reading the year or the table, without statistics', async () => {
    const keys = Array.from({ length: 200 }, (_, index) => `probe-key-${String(index).padStart(8, '0')}`);
    const db = testApp.app.database.db;
    const plan = (await db.execute(
      sql`explain ${storedImportKeysQuery(acme.companyId, [year], keys)}`,
    )) as unknown as { rows: { 'QUERY PLAN': string }[] };
    const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toContain('calculator_results_import_key');
    expect(text).not.toMatch(
      /Seq Scan on calculator_results|calculator_results_instance|calculator_results_figures/,
    );
  });

  it('stores texts with quotes, backslashes, braces, line breaks and the word NULL as typed', async () => {
    const texts = ['say "hi"', 'C:\\data\\file', '{a,b}', 'NULL', '', 'tab\there', 'two\nlines \\"x\\"'];
    const response = await upload(
      acme,
      secondYear,
      texts.map((text, index) => ({
        name: `row ${index} ${text}`,
        notes: text,
        sources: { types: [], otherDataSources: text },
        importKey: `text-key-${String(index).padStart(8, '0')}`,
      })),
    );
    expect(response.json().numCreated).toBe(texts.length);
    const listed = await acme.owner.inject({
      method: 'POST',
      url: `${api}/results/list`,
      payload: { instances: [secondYear] },
    });
    const results: Result[] = listed.json().results;
    const byName = new Map(results.map((result) => [result.name, result]));
    texts.forEach((text, index) => {
      const stored = byName.get(`row ${index} ${text}`);
      expect(stored?.notes).toBe(text);
      // A JSON column: its text is quoted once more inside the array the rows travel in.
      expect(stored?.sources.otherDataSources ?? '').toBe(text);
    });
  });
});

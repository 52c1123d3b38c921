import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculatorResults } from '../../db/schema/calculator.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { Queryable } from './queries.ts';
import { createResultDocumentCache, type ResultDocumentCache } from './result-document-cache.ts';
import { listResultsPageJson } from './result-queries.ts';
import { type CompanyClients, createProject, gasRow, manage, setUpCompanyClients } from './test-kit.ts';

const COMPANY_A = '00000000-0000-4000-8000-00000000000a';
const COMPANY_B = '00000000-0000-4000-8000-00000000000b';
const RESULT = '00000000-0000-4000-8000-000000000001';

describe('the cache of result documents', () => {
  it('answers a document only for the company, result and version it was written for', () => {
    const cache = createResultDocumentCache();
    cache.write(COMPANY_A, RESULT, '100/', '{"name":"Boiler"}');
    expect(cache.read(COMPANY_A, RESULT, '100/')).toBe('{"name":"Boiler"}');
    expect(cache.read(COMPANY_A, RESULT, '101/')).toBeUndefined();
    expect(cache.read(COMPANY_A, RESULT, '100/f@7')).toBeUndefined();
    expect(cache.read(COMPANY_B, RESULT, '100/')).toBeUndefined();
    cache.write(COMPANY_A, RESULT, '101/', '{"name":"Heat pump"}');
    expect(cache.read(COMPANY_A, RESULT, '100/')).toBeUndefined();
    expect(cache.read(COMPANY_A, RESULT, '101/')).toBe('{"name":"Heat pump"}');
  });

  it('empties itself when it would outgrow its size, and when it is older than its age', () => {
    let clock = 0;
    const cache = createResultDocumentCache({ maxChars: 10, maxAgeMs: 1000 }, () => clock);
    cache.write(COMPANY_A, 'one', 'v', '12345');
    cache.write(COMPANY_A, 'two', 'v', '12345');
    expect(cache.read(COMPANY_A, 'one', 'v')).toBe('12345');
    // Replacing a document counts its new size only.
    cache.write(COMPANY_A, 'two', 'w', '12345');
    expect(cache.read(COMPANY_A, 'one', 'v')).toBe('12345');
    cache.write(COMPANY_A, 'three', 'v', '1');
    expect(cache.read(COMPANY_A, 'one', 'v')).toBeUndefined();
    expect(cache.read(COMPANY_A, 'three', 'v')).toBe('1');
    clock = 999;
    expect(cache.read(COMPANY_A, 'three', 'v')).toBe('1');
    clock = 1000;
    expect(cache.read(COMPANY_A, 'three', 'v')).toBeUndefined();
  });
});

/** Pages read through a cache must equal pages written afresh, whatever changed in between and by whom. */
describe('results/list pages read through the document cache', () => {
  let testApp: TestApp;
  let acme: CompanyClients;
  let instanceId: string;
  let cache: ResultDocumentCache;
  let numWritten = 0;

  beforeAll(async () => {
    testApp = await createTestApp();
    acme = await setUpCompanyClients(testApp.app);
    ({ instanceId } = await createProject(acme.owner, { name: 'HQ' }));
    const created = await manage(acme.editor, {
      toCreate: [gasRow(instanceId, 100), gasRow(instanceId, 200), gasRow(instanceId, 300)],
    });
    expect(created.statusCode, created.body).toBe(200);
    const inner = createResultDocumentCache();
    cache = {
      read: inner.read,
      write: (...args) => {
        numWritten += 1;
        inner.write(...args);
      },
    };
  });
  afterAll(() => testApp.close());

  const db = () => testApp.app.database.db;
  const page1000 = { skip: 0, limit: 1000 };
  const cached = (at = page1000) => listResultsPageJson(db(), acme.companyId, [instanceId], at, cache);
  const fresh = (at = page1000) => listResultsPageJson(db(), acme.companyId, [instanceId], at);
  const resultIds = async () =>
    (
      await db()
        .select({ id: calculatorResults.id })
        .from(calculatorResults)
        .where(eq(calculatorResults.instanceId, instanceId))
        .orderBy(asc(calculatorResults.position))
    ).map((row) => row.id);

  it('writes each document once and serves it again while its row is unchanged', async () => {
    expect(await cached()).toStrictEqual(await fresh());
    expect(numWritten).toBe(3);
    expect(await cached()).toStrictEqual(await fresh());
    expect(numWritten).toBe(3);
  });

  it('serves a row changed behind its back (another process) as it is now', async () => {
    const [, second] = await resultIds();
    await db()
      .update(calculatorResults)
      .set({ notes: 'read again' })
      .where(and(eq(calculatorResults.companyId, acme.companyId), eq(calculatorResults.id, second ?? '')));
    const page = await cached();
    expect(page).toStrictEqual(await fresh());
    expect(JSON.parse(page.documents[1] ?? '{}').notes).toBe('read again');
    expect(numWritten).toBe(4);
  });

  it('lists an evidence file attached to a row, and its new name, though the row itself did not change', async () => {
    const [first] = await resultIds();
    await db().execute(sql`insert into evidence_files (company_id, instance_id, result_id, display_name, kind,
      media_type, size_bytes, sha256) values (${acme.companyId}, ${instanceId}, ${first}, 'bill.pdf', 'pdf',
      'application/pdf', 10, ${'a'.repeat(64)})`);
    const attached = await cached();
    expect(attached).toStrictEqual(await fresh());
    expect(
      JSON.parse(attached.documents[0] ?? '{}').files.map((file: { name: string }) => file.name),
    ).toEqual(['bill.pdf']);
    await db().execute(sql`update evidence_files set display_name = 'March bill.pdf'
      where company_id = ${acme.companyId} and result_id = ${first}`);
    const renamed = await cached();
    expect(renamed).toStrictEqual(await fresh());
    expect(JSON.parse(renamed.documents[0] ?? '{}').files[0].name).toBe('March bill.pdf');
  });

  it('leaves out a deleted row and pages as the fresh read does', async () => {
    const [, , third] = await resultIds();
    const deleted = await manage(acme.editor, { toDelete: [third ?? ''] });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await cached()).documents).toHaveLength(2);
    expect(await cached()).toStrictEqual(await fresh());
    expect(await cached({ skip: 1, limit: 1 })).toStrictEqual(await fresh({ skip: 1, limit: 1 }));
    expect(await cached({ skip: 0, limit: 1 })).toStrictEqual({
      documents: [expect.any(String)],
      canLoadMore: true,
    });
  });

  it('serves a row as it is at the fetch when it changed after the listing, and leaves out one deleted meanwhile', async () => {
    const [first, second] = await resultIds();
    const setNotes = (id: string | undefined, notes: string) =>
      db()
        .update(calculatorResults)
        .set({ notes })
        .where(and(eq(calculatorResults.companyId, acme.companyId), eq(calculatorResults.id, id ?? '')));
    // Both rows changed since they were cached, so the page fetches both documents after listing them.
    await setNotes(first, 'listed');
    await setNotes(second, 'listed');
    // Between the listing (the first statement) and the fetch (the second), another request changes one
    // row and deletes the other.
    let numStatements = 0;
    const racing = {
      execute: async (statement: SQL) => {
        numStatements += 1;
        if (numStatements === 2) {
          await setNotes(first, 'fetched');
          await db()
            .delete(calculatorResults)
            .where(
              and(eq(calculatorResults.companyId, acme.companyId), eq(calculatorResults.id, second ?? '')),
            );
        }
        return db().execute(statement);
      },
    } as unknown as Queryable;
    const page = await listResultsPageJson(racing, acme.companyId, [instanceId], page1000, cache);
    expect(numStatements).toBe(2);
    expect(page).toStrictEqual(await fresh());
    expect(page.documents.map((document) => JSON.parse(document).notes)).toEqual(['fetched']);
    // The document is held under the version it was written from, not the one listed before it changed:
    // the next read serves it without writing it again.
    const numWrittenBefore = numWritten;
    expect(await cached()).toStrictEqual(await fresh());
    expect(numWritten).toBe(numWrittenBefore);
  });
});

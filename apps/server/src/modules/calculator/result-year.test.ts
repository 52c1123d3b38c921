import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../test/query-rows.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type CompanyClients, createProject, gasRow, manage, setUpCompanyClients } from './test-kit.ts';

/**
 * The results list joins a page's evidence files by the years shown (`listVersions`), which holds only
 * while a result never leaves its year and a result's file is filed under that year. The database keeps
 * both, whatever writes them.
 */
describe('a result keeps its year, and its evidence files that year', () => {
  let testApp: TestApp;
  let acme: CompanyClients;
  let other: CompanyClients;
  let firstYear: string;
  let secondYear: string;
  let resultId: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    acme = await setUpCompanyClients(testApp.app);
    other = await setUpCompanyClients(testApp.app);
    firstYear = (await createProject(acme.owner, { name: 'HQ' })).instanceId;
    secondYear = (await createProject(acme.owner, { name: 'Plant' })).instanceId;
    const created = await manage(acme.editor, { toCreate: [gasRow(firstYear, 100)] });
    expect(created.statusCode, created.body).toBe(200);
    resultId = JSON.parse(created.body).results[0]._id;
  });
  afterAll(() => testApp.close());

  const db = () => testApp.app.database.db;
  /** The error a statement fails with (its SQLSTATE and message), or undefined when it succeeds. */
  const failureOf = async (statement: SQL) => {
    try {
      await db().execute(statement);
      return undefined;
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause ?? error;
      return { code: (cause as { code?: string }).code, message: (cause as Error).message };
    }
  };
  const yearOfResult = async () =>
    (
      await queryRows(
        db(),
        sql`select instance_id::text as "instanceId" from calculator_results where id = ${resultId}`,
      )
    )[0]?.instanceId;
  const fileOf = (instanceId: string, name: string) =>
    sql`insert into evidence_files (company_id, instance_id, result_id, display_name, kind, media_type,
      size_bytes, sha256) values (${acme.companyId}, ${instanceId}, ${resultId}, ${name}, 'pdf',
      'application/pdf', 10, ${'b'.repeat(64)})`;

  it('refuses to move a result to another year or company, and lets any other update through', async () => {
    expect(
      await failureOf(sql`update calculator_results set instance_id = ${secondYear} where id = ${resultId}`),
    ).toMatchObject({ code: '23514', message: expect.stringContaining('keeps its year') });
    expect(
      await failureOf(
        sql`update calculator_results set company_id = ${other.companyId} where id = ${resultId}`,
      ),
    ).toMatchObject({ code: '23514' });
    expect(await yearOfResult()).toBe(firstYear);
    // Naming the column with its own value moves nothing, and an edit through the API keeps working.
    expect(
      await failureOf(
        sql`update calculator_results set instance_id = instance_id, notes = 'same year' where id = ${resultId}`,
      ),
    ).toBeUndefined();
    const edited = await manage(acme.editor, {
      toUpdate: [{ ...gasRow(firstYear, 150), _id: resultId }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await yearOfResult()).toBe(firstYear);
  });

  it("files a result's evidence only under the result's year", async () => {
    expect(await failureOf(fileOf(secondYear, 'wrong-year.pdf'))).toMatchObject({
      code: '23514',
      message: expect.stringContaining("result's year"),
    });
    expect(await failureOf(fileOf(firstYear, 'bill.pdf'))).toBeUndefined();
    expect(
      await failureOf(
        sql`update evidence_files set instance_id = ${secondYear} where result_id = ${resultId}`,
      ),
    ).toMatchObject({ code: '23514' });
    const files = await queryRows(
      db(),
      sql`select instance_id::text as "instanceId", display_name as name from evidence_files
        where result_id = ${resultId}`,
    );
    expect(files).toEqual([{ instanceId: firstYear, name: 'bill.pdf' }]);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorkbook, patchDeclaredSize } from '../../test/build-files.ts';
import { buildCompany, buildUser } from '../../test/factories.ts';
import { queryRows } from '../../test/query-rows.ts';
import { type SignedInClient, signInAs } from '../../test/session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const HEADER = ['level1', 'level2', 'region', 'activityUnit', 'value', 'scope', 'edition', 'notes'];
const STEEL = ['Purchased goods', 'Steel', 'DE', 't', 1850.5, 3, new Date(Date.UTC(2024, 4, 1)), 'EPD'];
const TARIFF = ['Electricity', 'Green tariff', 'DE', 'kWh', { formula: '0.006*2', result: 0.012 }, 'Scope 2'];

describe('company factors from XLSX', () => {
  let testApp: TestApp;
  let admin: SignedInClient;
  let editor: SignedInClient;
  let viewer: SignedInClient;
  let companyId: string;

  const countStored = async () => {
    const [row] = await queryRows<{ n: number }>(
      testApp.app.database.db,
      sql`select count(*)::int as n from company_factors where company_id = ${companyId}`,
    );
    return row?.n;
  };
  const importXlsx = (client: SignedInClient, workbook: Buffer, fileName = 'supplier-factors.xlsx') =>
    client.inject({
      method: 'POST',
      url: '/api/company/factors/import',
      payload: { xlsx: workbook.toString('base64'), fileName },
    });
  const expectRefused = async (workbook: Buffer, problem: string, message: string) => {
    const before = await countStored();
    const response = await importXlsx(admin, workbook);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: expect.stringContaining(message),
      details: [{ path: `xlsx.${problem}`, message: expect.stringContaining(message) }],
    });
    expect(await countStored()).toBe(before);
  };

  beforeAll(async () => {
    testApp = await createTestApp();
    const db = testApp.app.database.db;
    const company = await buildCompany(db);
    companyId = company.id;
    admin = await signInAs(testApp.app, (await buildUser(db, { companyId, role: 'admin' })).email);
    editor = await signInAs(testApp.app, (await buildUser(db, { companyId, role: 'editor' })).email);
    viewer = await signInAs(testApp.app, (await buildUser(db, { companyId, role: 'viewer' })).email);
  });
  afterAll(() => testApp.close());

  it('imports the sheet named Factors, reading numbers, dates and saved formula results as values', async () => {
    const workbook = await buildWorkbook([
      { name: 'Read me', rows: [['This sheet explains the columns.']] },
      { name: 'Factors', rows: [HEADER, STEEL, [], TARIFF] },
    ]);
    const response = await importXlsx(admin, workbook);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.imported).toBe(2);
    expect(body.factors[0]).toMatchObject({
      source: 'CUSTOM',
      sourceName: 'Custom specified by company',
      level0: 'Scope 3',
      level1: 'Purchased goods',
      value: 1850.5,
      edition: '2024-05-01',
      isCustom: true,
    });
    expect(body.factors[1]).toMatchObject({
      level1: 'Electricity',
      value: 0.012,
      scope: 2,
      unitCategory: 'energy',
    });
    expect(await countStored()).toBe(2);

    const detail = await viewer.inject({ method: 'GET', url: `/api/data/factors/${body.factors[1].id}` });
    expect(detail.json().factor.attribution).toBe(
      'Custom specified by company (file supplier-factors.xlsx, row 4).',
    );
    const listed = (await viewer.inject({ method: 'GET', url: '/api/company/factors' })).json().factors;
    expect(
      listed.map((factor: { fileName: string; fileRow: number }) => [factor.fileName, factor.fileRow]),
    ).toEqual(
      expect.arrayContaining([
        ['supplier-factors.xlsx', 2],
        ['supplier-factors.xlsx', 4],
      ]),
    );
  });

  it('lands nothing when one row is bad, and names the spreadsheet row and column', async () => {
    const before = await countStored();
    const bad = ['Waste', 'Landfill', 'GB', 't', 'abc', 3];
    const workbook = await buildWorkbook([{ name: 'Sheet1', rows: [HEADER, STEEL, bad, TARIFF] }]);
    const response = await importXlsx(admin, workbook);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'rows.3.value', message: 'Row 3, column value: must be a number' }],
    });
    expect(await countStored()).toBe(before);
  });

  it('names the cell of a value under a column without a name', async () => {
    const workbook = await buildWorkbook([{ name: 'S', rows: [HEADER, [...STEEL, undefined, 'stray']] }]);
    const response = await importXlsx(admin, workbook);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      {
        path: 'rows.2.J',
        message: 'Row 2, column J: this cell has a value but its column has no name in the header row',
      },
    ]);
  });

  it('refuses a truncated workbook as damaged', async () => {
    const workbook = await buildWorkbook([{ name: 'S', rows: [HEADER, STEEL] }]);
    await expectRefused(workbook.subarray(0, workbook.length - 200), 'corrupt', 'damaged or incomplete');
  });

  it('refuses a password-protected workbook', async () => {
    const ole = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(2048, 7)]);
    await expectRefused(ole, 'encrypted', 'password-protected');
  });

  it('refuses a workbook that declares a huge unpacked size (a decompression bomb)', async () => {
    const workbook = await buildWorkbook([{ name: 'S', rows: [HEADER, STEEL] }]);
    const bomb = patchDeclaredSize(workbook, 'xl/worksheets/sheet1.xml', 4_000_000_000);
    await expectRefused(bomb, 'tooLarge', 'unpacks to more than 25 MB');
  });

  it('refuses a file that is not a workbook, and a body with both or neither file', async () => {
    await expectRefused(Buffer.from('level1,value\nSteel,1'), 'corrupt', 'not an XLSX workbook');
    const both = await admin.inject({
      method: 'POST',
      url: '/api/company/factors/import',
      payload: { csv: 'a', xlsx: 'UEsDBA==' },
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().error.details).toEqual([{ path: 'csv', message: 'send either csv or xlsx' }]);
    const notBase64 = await admin.inject({
      method: 'POST',
      url: '/api/company/factors/import',
      payload: { xlsx: 'not base64!' },
    });
    expect(notBase64.statusCode).toBe(400);
    expect(notBase64.json().error.details[0].path).toBe('xlsx');
  });

  it('refuses editors and viewers (403) and anonymous callers (401)', async () => {
    const workbook = await buildWorkbook([{ name: 'S', rows: [HEADER, STEEL] }]);
    const before = await countStored();
    expect((await importXlsx(editor, workbook)).statusCode).toBe(403);
    expect((await importXlsx(viewer, workbook)).statusCode).toBe(403);
    const [factor] = (await viewer.inject({ method: 'GET', url: '/api/company/factors' })).json().factors;
    const removed = await editor.inject({ method: 'DELETE', url: `/api/company/factors/${factor.id}` });
    expect(removed.statusCode).toBe(403);
    const anonymous = await testApp.app.inject({
      method: 'POST',
      url: '/api/company/factors/import',
      payload: { xlsx: workbook.toString('base64') },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await countStored()).toBe(before);
  });
});
